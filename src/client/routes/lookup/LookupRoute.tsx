import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { isoDay } from '../../../domain/dates'
import { MESSAGES } from '../../../domain/messages'
import { useStocks } from '../../api/stocks'
import { CardTerminalDialog } from '../../dialogs/CardTerminal/CardTerminalDialog'
import { ManagerApprovalDialog } from '../../dialogs/ManagerApproval/ManagerApprovalDialog'
import { RedeemDialog } from '../../dialogs/Redeem/RedeemDialog'
import { LookupScreen } from '../../screens/Lookup/LookupScreen'
import { OrderDetails } from '../../screens/OrderDetails/OrderDetails'
import * as correct from '../../stores/corrections'
import * as lookup from '../../stores/lookup'
import { cleanUpgrade, upgrade } from '../../stores/upgrade'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useCardStep } from '../useCardStep'
import { useFailureAlert } from '../useFailureAlert'
import { approvalRequest } from './approvalRequest'
import { useLookupSearch } from './useLookupSearch'

/**
 * Customer / Order Lookup: search, the order's details, redeem, confirmation email, the way into
 * an upgrade, and a void or refund with a manager's approval.
 */
export function LookupRoute() {
  const u = useSnapshot(upgrade)
  const c = useSnapshot(correct.corrections)
  const stocks = useStocks()
  useEffect(cleanUpgrade, [])
  useEffect(() => correct.closeApproval(), [])
  const { orders, formKey } = useLookupSearch(u.query)
  const go = useGo()
  const back = useBack()
  useFailureAlert(stocks.error, MESSAGES.stocksFailed)
  const card = useCardStep(
    () => void correct.retryCardRefund(),
    () => void correct.refundInCash(),
    'Refund in cash',
  )

  const redeeming = u.selectedOrder?.order_items.find((i) => i.id === u.redeemId) ?? null
  return (
    <>
      <LookupScreen
        key={formKey}
        initialSearch={u.search}
        results={u.results}
        loading={orders.isLoading}
        error={u.searchError}
        selectedOrderId={u.selectedOrder?.id ?? null}
        hasMore={u.moreResults}
        loadingMore={orders.isValidating && orders.size > u.pagesShown}
        onSearch={lookup.searchFor}
        onSeeOrder={lookup.seeOrder}
        onHideOrder={lookup.hideOrder}
        onMore={() => void orders.setSize(orders.size + 1)}
        onClose={() => back()}
        details={
          <OrderDetails
            order={u.selectedOrder}
            stocks={stocks.data ?? []}
            busy={u.busy}
            onSendConfirmation={() => void lookup.sendConfirmation()}
            onRedeem={(itemId) => (upgrade.redeemId = itemId)}
            onUpgrade={(itemId) => lookup.startUpgrade(itemId) && go('upgradeProduct')}
            today={isoDay()}
            onVoid={correct.askVoid}
            onRefund={correct.askRefund}
          />
        }
      />
      <RedeemDialog
        itemName={redeeming?.name ?? null}
        onCancel={() => (upgrade.redeemId = null)}
        onConfirm={() => void lookup.redeem()}
      />
      {card && (
        <CardTerminalDialog title="Card refund" {...card} onBack={correct.leaveCardRefund} />
      )}
      <ManagerApprovalDialog
        request={approvalRequest(c.asked, u.selectedOrder)}
        error={c.error}
        lockedUntil={c.lockedUntil}
        busy={c.busy}
        onConfirm={(approval) => void correct.confirmApproval(approval)}
        onCancel={correct.closeApproval}
      />
    </>
  )
}

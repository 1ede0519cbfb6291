import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isPlaceholderEmail } from '../../../domain/sale/customer'
import { confirmationEmailProblem, confirmationSentMessage } from '../../../domain/lookup'
import { MESSAGES, PROMPT_EMAIL } from '../../../domain/messages'
import { ApiError, messageOf } from '../../api/http'
import { redeemItem } from '../../api/orderItems'
import { searchOrders, sendOrderConfirmation } from '../../api/orders'
import { useStocks } from '../../api/stocks'
import { RedeemDialog } from '../../dialogs/Redeem/RedeemDialog'
import { LookupScreen, type SearchForm } from '../../screens/Lookup/LookupScreen'
import { OrderDetails } from '../../screens/OrderDetails/OrderDetails'
import { cleanUpgrade, upgrade } from '../../stores/upgrade'
import { promptText, showAlert } from '../../stores/ui'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { RECEIPT_QUEUED } from '../receiptOutcome'
import { applyItem, plain, refreshOrder } from './actions'

/** Customer / Order Lookup: search, the order's details, redeem, confirmation email, and the way into an upgrade. */
export function LookupRoute() {
  const u = useSnapshot(upgrade)
  const stocks = useStocks()
  const go = useGo()
  const back = useBack()
  const [searching, setSearching] = useState(false)
  const [searchError, setSearchError] = useState<string | null>(null)
  const [redeemId, setRedeemId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    cleanUpgrade()
  }, [])

  useEffect(() => {
    if (stocks.error) void showAlert(MESSAGES.stocksFailed)
  }, [stocks.error])

  const search = async (form: SearchForm) => {
    upgrade.search = { ...form }
    setSearching(true)
    setSearchError(null)
    try {
      const orders = await searchOrders({
        type: form.type,
        value: form.keyword,
        pre: form.pre,
        pos: form.pos,
      })
      const shown = upgrade.selectedOrder?.id
      upgrade.results = orders
      upgrade.selectedOrder = orders.find((o) => o.id === shown) ?? null
    } catch (error) {
      console.error('Order search failed', error)
      upgrade.results = null
      upgrade.selectedOrder = null
      setSearchError(MESSAGES.lookupFailed)
    } finally {
      setSearching(false)
    }
  }

  const redeem = async () => {
    const order = upgrade.selectedOrder
    const itemId = redeemId
    setRedeemId(null)
    if (!order || itemId === null) return
    setBusy(true)
    try {
      applyItem(await redeemItem(itemId))
    } catch (error) {
      // A 409 is the server saying why (someone else redeemed it first); show the truth afterwards.
      void showAlert(
        error instanceof ApiError && error.status === 409
          ? error.message
          : MESSAGES.itemStatusFailed,
      )
      await refreshOrder(order.id)
    } finally {
      setBusy(false)
    }
  }

  const sendConfirmation = async () => {
    const order = upgrade.selectedOrder
    const known = order?.email && !isPlaceholderEmail(order.email) ? order.email : ''
    const email = await promptText(PROMPT_EMAIL, known)
    if (email === null) return
    const problem = confirmationEmailProblem(email, order?.id)
    if (problem) {
      void showAlert(problem)
      return
    }
    setBusy(true)
    try {
      const answer = await sendOrderConfirmation(order!.id, email.trim())
      void showAlert('sent' in answer ? confirmationSentMessage(email) : RECEIPT_QUEUED)
    } catch (error) {
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    } finally {
      setBusy(false)
    }
  }

  const startUpgrade = (itemId: number) => {
    const item = upgrade.selectedOrder?.order_items.find((i) => i.id === itemId)
    if (!item) return
    upgrade.selectedItem = plain(item)
    upgrade.target = null
    upgrade.paymentType = null
    upgrade.email = null
    upgrade.result = null
    go('upgradeProduct')
  }

  const redeeming = u.selectedOrder?.order_items.find((i) => i.id === redeemId) ?? null
  return (
    <>
      <LookupScreen
        initialSearch={u.search}
        results={u.results}
        loading={searching}
        error={searchError}
        selectedOrderId={u.selectedOrder?.id ?? null}
        onSearch={(form) => void search(form)}
        onSeeOrder={(orderId) => {
          const order = upgrade.results?.find((o) => o.id === orderId)
          if (order) upgrade.selectedOrder = plain(order)
        }}
        onClose={() => back()}
        details={
          <OrderDetails
            order={u.selectedOrder}
            stocks={stocks.data ?? []}
            busy={busy}
            onSendConfirmation={() => void sendConfirmation()}
            onRedeem={setRedeemId}
            onUpgrade={startUpgrade}
          />
        }
      />
      <RedeemDialog
        itemName={redeeming?.name ?? null}
        onCancel={() => setRedeemId(null)}
        onConfirm={() => void redeem()}
      />
    </>
  )
}

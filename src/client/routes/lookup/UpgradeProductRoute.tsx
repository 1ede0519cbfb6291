import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import type { Colour } from '../../../domain/sale/colour'
import { beyondCount } from '../../../domain/stock/onHand'
import { useStocks } from '../../api/stocks'
import { useStockCounts } from '../../api/stockCounts'
import { SoldOutDialog } from '../../dialogs/SoldOut/SoldOutDialog'
import { UpgradeProductScreen } from '../../screens/UpgradeProduct/UpgradeProductScreen'
import { upgrade } from '../../stores/upgrade'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { useLookupGuard } from './guard'

export function UpgradeProductRoute() {
  const u = useSnapshot(upgrade)
  const stocks = useStocks()
  const counts = useStockCounts(u.selectedOrder?.ceremony_id ?? null)
  // A choice the count says is sold out waits for the operator's answer, as a sale's tap does.
  const [soldOut, setSoldOut] = useState<{ stockId: number; colour: Colour | null } | null>(null)
  const go = useGo()
  const back = useBack()
  useLookupGuard(Boolean(u.selectedOrder && u.selectedItem))
  if (!u.selectedOrder || !u.selectedItem) return null
  const qty = u.selectedItem.qty
  const choose = (stockId: number, colour: Colour | null, sellBeyondCount: boolean) => {
    const stock = stocks.data?.find((s) => s.id === stockId)
    if (stock)
      upgrade.target = {
        stock: structuredClone(stock),
        colour: colour ? { ...colour } : null,
        sellBeyondCount,
      }
  }
  return (
    <>
      <UpgradeProductScreen
        item={u.selectedItem}
        stocks={stocks.data ?? []}
        loading={!stocks.data && !stocks.error}
        error={stocks.error ? MESSAGES.stocksFailed : null}
        choice={u.target}
        onChoose={(stockId, colour) => {
          // The new item takes the whole quantity of the one handed back.
          if (beyondCount(counts[stockId], qty - 1)) setSoldOut({ stockId, colour })
          else choose(stockId, colour, false)
        }}
        onClearChoice={() => (upgrade.target = null)}
        onSaveAndContinue={() => go('upgradeConfirmation')}
        onCancel={() => back()}
      />
      <SoldOutDialog
        name={soldOut ? (stocks.data?.find((s) => s.id === soldOut.stockId)?.name ?? '') : null}
        onSell={() => {
          if (soldOut) choose(soldOut.stockId, soldOut.colour, true)
          setSoldOut(null)
        }}
        onCancel={() => setSoldOut(null)}
      />
    </>
  )
}

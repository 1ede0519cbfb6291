import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ReceiptDialog } from '../../dialogs/Receipt/ReceiptDialog'
import { OrderConfirmedScreen } from '../../screens/OrderConfirmed/OrderConfirmedScreen'
import { answerReceiptQuestion, orderPusher } from '../../stores/confirm'
import { endSale, sale } from '../../stores/sale'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'
import { confirmedFigures } from './confirmedFigures'
import { saleOnScreenReceipt } from './saleReceipt'

/**
 * Order Confirmed. In the general store the receipt question comes first and answering it (either
 * way) pushes the order to the ordering system; on stage the order is pushed on arrival. Leaving
 * without an answer (the session ran out) pushes it too; the server's outbox is the last resort.
 */
export function ConfirmRoute({ variant }: { variant: 'stage' | 'normal' }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const [receiptOpen, setReceiptOpen] = useState(variant === 'normal')
  const [pushOnce] = useState(orderPusher)
  const order = s.order
  const queued = s.queued
  const orderId = order?.id ?? null
  const store = variant === 'stage' ? 'stageStore' : 'store'

  useEffect(() => {
    if (variant === 'stage' && orderId) pushOnce(orderId)
    return () => {
      if (orderId) pushOnce(orderId)
    }
  }, [variant, orderId, pushOnce])
  useGuard(Boolean(order) || Boolean(queued), store)
  const figures = confirmedFigures(order, queued)
  if (!figures) return null

  const answer = (wanted: boolean) =>
    void answerReceiptQuestion(wanted).then((answered) => {
      if (!answered) return
      setReceiptOpen(false)
      if (order) pushOnce(order.id)
    })
  return (
    <>
      <OrderConfirmedScreen
        {...figures}
        receiptSent={s.receiptSent}
        onDone={() => {
          endSale()
          go(store)
        }}
      />
      <ReceiptDialog
        open={receiptOpen}
        receipt={saleOnScreenReceipt(order, queued, s.cart)}
        onYes={() => answer(true)}
        onNo={() => answer(false)}
      />
    </>
  )
}

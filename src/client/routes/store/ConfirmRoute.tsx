import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import { toCents } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { ReceiptDialog } from '../../dialogs/Receipt/ReceiptDialog'
import { OrderConfirmedScreen } from '../../screens/OrderConfirmed/OrderConfirmedScreen'
import { answerReceiptQuestion, orderPusher } from '../../stores/confirm'
import { endSale, sale } from '../../stores/sale'
import { useGo } from '../navigation'
import { useGuard } from '../useGuard'

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
  if (!order && !queued) return null

  const answer = (wanted: boolean) =>
    void answerReceiptQuestion(wanted).then((answered) => {
      if (!answered) return
      setReceiptOpen(false)
      if (order) pushOnce(order.id)
    })
  return (
    <>
      <OrderConfirmedScreen
        orderNumber={order ? displayOrderNumber(order.id) : queued!.number}
        paidCents={order ? toCents(order.paid) : queued!.totalCents}
        changeCents={
          order ? (order.change == null ? null : toCents(order.change)) : queued!.changeCents
        }
        offlineNote={
          queued
            ? [MESSAGES.offlineSaved, ...(queued.receiptEmail ? [MESSAGES.offlineReceipt] : [])]
            : null
        }
        receiptSent={s.receiptSent}
        onDone={() => {
          endSale()
          go(store)
        }}
      />
      <ReceiptDialog open={receiptOpen} onYes={() => answer(true)} onNo={() => answer(false)} />
    </>
  )
}

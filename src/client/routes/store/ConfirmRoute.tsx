import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../domain/messages'
import { toCents } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { saleEmail } from '../../../domain/sale/payload'
import { messageOf } from '../../api/http'
import { pushOrder, sendOrderConfirmation } from '../../api/orders'
import { ReceiptDialog } from '../../dialogs/Receipt/ReceiptDialog'
import { OrderConfirmedScreen } from '../../screens/OrderConfirmed/OrderConfirmedScreen'
import { cleanTemporary, endSale, sale } from '../../stores/sale'
import { showAlert } from '../../stores/ui'
import { useGo } from '../navigation'
import { askReceiptEmail } from '../receiptEmail'
import { pushOutcome, receiptQueued } from '../receiptOutcome'
import { useGuard } from '../useGuard'

async function push(orderId: number) {
  try {
    // Queued: the sale goes on, the server's outbox delivers it and the reference follows.
    const queued = pushOutcome(await pushOrder(orderId))
    if (queued) void showAlert(queued)
  } catch (error) {
    void showAlert(messageOf(error, MESSAGES.gesPushFailed))
  }
}

/**
 * Order Confirmed. In the general store the receipt question comes first and answering it (either
 * way) pushes the order to the ordering system; on stage the order is pushed on arrival. Leaving
 * without an answer (the session ran out) pushes it too; the server's outbox is the last resort.
 */
export function ConfirmRoute({ variant }: { variant: 'stage' | 'normal' }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const [receiptOpen, setReceiptOpen] = useState(variant === 'normal')
  const pushed = useRef<number | null>(null)
  const order = s.order
  const orderId = order?.id ?? null

  const pushOnce = (id: number) => {
    if (pushed.current === id) return
    pushed.current = id
    void push(id)
  }

  useEffect(() => {
    if (variant === 'stage' && orderId) pushOnce(orderId)
    return () => {
      if (orderId) pushOnce(orderId)
    }
  }, [variant, orderId])

  useGuard(Boolean(order), variant === 'stage' ? 'stageStore' : 'store')
  if (!order) return null

  const answered = () => {
    setReceiptOpen(false)
    cleanTemporary()
    pushOnce(order.id)
  }

  const yes = async () => {
    const email = await askReceiptEmail(saleEmail(sale))
    if (!email) return
    try {
      const queued = receiptQueued(await sendOrderConfirmation(order.id, email))
      sale.receiptSent = !queued
      answered()
      if (queued) void showAlert(queued)
    } catch (error) {
      void showAlert(messageOf(error, MESSAGES.confirmationFailed))
    }
  }

  return (
    <>
      <OrderConfirmedScreen
        orderNumber={displayOrderNumber(order.id)}
        paidCents={toCents(order.paid)}
        receiptSent={s.receiptSent}
        onDone={() => {
          endSale()
          go(variant === 'stage' ? 'stageStore' : 'store')
        }}
      />
      <ReceiptDialog
        open={receiptOpen}
        onYes={() => void yes()}
        onNo={() => {
          sale.receiptSent = false
          answered()
        }}
      />
    </>
  )
}

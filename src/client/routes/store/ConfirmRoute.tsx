import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isPlaceholderEmail } from '../../../domain/customer'
import { MESSAGES, PROMPT_EMAIL } from '../../../domain/messages'
import { toCents } from '../../../domain/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { messageOf } from '../../api/http'
import { pushOrder, sendOrderConfirmation } from '../../api/orders'
import { ReceiptDialog } from '../../dialogs/Receipt/ReceiptDialog'
import { OrderConfirmedScreen } from '../../screens/OrderConfirmed/OrderConfirmedScreen'
import { cleanTemporary, clearCart, clearOrder, sale } from '../../stores/sale'
import { promptText, showAlert } from '../../stores/ui'
import { useGo } from '../navigation'
import { customerEmail } from './checkout'

async function push(orderId: number) {
  try {
    await pushOrder(orderId)
  } catch (error) {
    void showAlert(messageOf(error, MESSAGES.gesPushFailed))
  }
}

/**
 * Order Confirmed. In the general store the receipt question comes first and answering it (either
 * way) pushes the order to the ordering system; on stage the order is pushed on arrival.
 */
export function ConfirmRoute({ variant }: { variant: 'stage' | 'normal' }) {
  const s = useSnapshot(sale)
  const go = useGo()
  const [receiptOpen, setReceiptOpen] = useState(variant === 'normal')
  const pushed = useRef(false)
  const order = s.order

  useEffect(() => {
    if (variant !== 'stage' || !order || pushed.current) return
    pushed.current = true
    void push(order.id)
  }, [variant, order])

  useEffect(() => {
    if (!order) go(variant === 'stage' ? 'stagestore' : 'store', { replace: true })
  }, [order, variant, go])
  if (!order) return null

  const answered = () => {
    setReceiptOpen(false)
    cleanTemporary()
    if (!pushed.current) {
      pushed.current = true
      void push(order.id)
    }
  }

  const yes = async () => {
    let email = customerEmail(sale)
    if (!email || isPlaceholderEmail(email)) email = ((await promptText(PROMPT_EMAIL)) ?? '').trim()
    if (!email) return void showAlert(MESSAGES.invalidEmail)
    try {
      await sendOrderConfirmation(order.id, email)
      sale.receiptSent = true
      answered()
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
          clearCart()
          cleanTemporary()
          clearOrder()
          go(variant === 'stage' ? 'stagestore' : 'store')
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

import type { Order } from '../../../domain/contract/order'
import { orderReference } from '../../../domain/itemActions'
import type { DeepReadonly } from '../../../domain/readonly'
import type { OrderDetailsProps } from './OrderDetails'
import { OrderFacts } from './OrderFacts'
import { OrderItemList } from './OrderItemList'
import { ReferenceCode } from './ReferenceCode'

type OrderBodyProps = Omit<OrderDetailsProps, 'order'> & { order: DeepReadonly<Order> }

/** A chosen order: its facts, its reference once pushed, and its items. */
export function OrderBody({ order, onSendConfirmation, today, onVoid, ...items }: OrderBodyProps) {
  const reference = orderReference(order)
  return (
    <>
      <OrderFacts
        order={order}
        busy={items.busy}
        today={today}
        onSendConfirmation={onSendConfirmation}
        onVoid={onVoid}
      />
      {reference && <ReferenceCode reference={reference} />}
      <OrderItemList order={order} {...items} />
    </>
  )
}

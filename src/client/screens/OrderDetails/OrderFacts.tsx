import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { Order } from '../../../domain/contract/order'
import { formatDate } from '../../../domain/dates'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import { Fact } from './Fact'

interface OrderFactsProps {
  order: DeepReadonly<Order>
  busy?: boolean
  onSendConfirmation: () => void
}

/** The order's date, number and customer, with the button that mails its confirmation. */
export function OrderFacts({ order, busy, onSendConfirmation }: OrderFactsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Fact label="Order Date" value={formatDate(order.date)} />
      <Fact label="Order ID" value={displayOrderNumber(order.id)} />
      <Fact label="Customer" value={`${order.name} ${order.lastname}`} />
      <Button variant="outlined" disabled={busy} onClick={onSendConfirmation} sx={{ ml: 'auto' }}>
        Send Order Confirmation
      </Button>
    </Box>
  )
}

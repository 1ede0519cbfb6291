import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import QRCode from 'react-qr-code'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { formatDate } from '../../../domain/dates'
import {
  isStruckThrough,
  itemActions,
  itemStatus,
  itemUnitCents,
  orderReference,
} from '../../../domain/lookup'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import { StockImage } from '../../components/StockImage'
import { StatusChip } from './StatusChip'

export interface OrderDetailsProps {
  order: DeepReadonly<Order> | null
  /** The catalogue: an item's picture and price are its stock's. */
  stocks: readonly DeepReadonly<Stock>[]
  /** True while a change to the order is being saved. */
  busy?: boolean
  onSendConfirmation: () => void
  onRedeem: (itemId: number) => void
  onUpgrade: (itemId: number) => void
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  )
}

interface ItemRowProps {
  order: DeepReadonly<Order>
  item: DeepReadonly<OrderItem>
  stock: DeepReadonly<Stock> | undefined
  busy?: boolean
  onRedeem: (itemId: number) => void
  onUpgrade: (itemId: number) => void
}

function ItemRow({ order, item, stock, busy, onRedeem, onUpgrade }: ItemRowProps) {
  const actions = itemActions(order, item)
  const struck = isStruckThrough(item)
  const nameId = `order-item-${item.id}-name`
  // The price is the catalogue's; an item whose stock is gone shows what it was sold for.
  const price = stock ? toCents(stock.price) : itemUnitCents(item)
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <StockImage images={stock?.images} name={item.name} size={64} />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={nameId}
            component={struck ? 'del' : 'span'}
            sx={{ fontWeight: 700, color: struck ? 'text.secondary' : 'text.primary' }}
          >
            {item.name}
          </Typography>
          <StatusChip status={itemStatus(item)} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          component={struck ? 'del' : 'p'}
          sx={{ display: 'block' }}
        >
          QTY: {item.qty} · Price: {formatMoney(price)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {actions.redeem && (
          <Button variant="outlined" disabled={busy} onClick={() => onRedeem(item.id)}>
            Redeem
          </Button>
        )}
        {actions.upgrade && (
          <Button disabled={busy} onClick={() => onUpgrade(item.id)}>
            UPGRADE
          </Button>
        )}
      </Box>
    </Box>
  )
}

/** The right panel of the lookup: one order, its reference, and what can be done with each item. */
export function OrderDetails({
  order,
  stocks,
  busy,
  onSendConfirmation,
  onRedeem,
  onUpgrade,
}: OrderDetailsProps) {
  const reference = order ? orderReference(order) : null
  return (
    <Paper
      component="section"
      aria-labelledby="order-details-title"
      sx={{ p: 3, display: 'grid', gap: 2 }}
    >
      <Typography id="order-details-title" variant="h2">
        Order Details
      </Typography>
      {!order ? (
        <Typography color="text.secondary">
          Choose SEE ORDER on an order to see its items here.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Fact label="Order Date" value={formatDate(order.date)} />
            <Fact label="Order ID" value={displayOrderNumber(order.id)} />
            <Fact label="Customer" value={`${order.name} ${order.lastname}`} />
            <Button
              variant="outlined"
              disabled={busy}
              onClick={onSendConfirmation}
              sx={{ ml: 'auto' }}
            >
              Send Order Confirmation
            </Button>
          </Box>
          {reference && (
            <Box
              sx={{
                display: 'flex',
                gap: 3,
                alignItems: 'center',
                p: 2,
                bgcolor: 'grey.50',
                borderRadius: 2,
              }}
            >
              <Box sx={{ bgcolor: '#fff', p: 1, lineHeight: 0 }}>
                <QRCode
                  value={reference}
                  level="H"
                  size={112}
                  role="img"
                  aria-label={`QR code of reference number ${reference}`}
                />
              </Box>
              <Fact label="Reference Number" value={reference} />
            </Box>
          )}
          {order.order_items.length === 0 ? (
            <Typography color="text.secondary">This order has no items.</Typography>
          ) : (
            <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {order.order_items.map((item) => (
                <ItemRow
                  key={item.id}
                  order={order}
                  item={item}
                  stock={stocks.find((s) => s.id === item.stock_id)}
                  busy={busy}
                  onRedeem={onRedeem}
                  onUpgrade={onUpgrade}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { formatDate } from '../../../domain/dates'
import { itemUnitCents } from '../../../domain/upgradeItem'
import { formatMoney } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import { StockImage } from '../../components/StockImage'
import { Details } from './Details'
import { Line } from './Line'

interface PreviousOrderProps {
  /** The order the item came from. */
  order: DeepReadonly<Order>
  /** The item as it was bought. */
  item: DeepReadonly<OrderItem>
  /** The catalogue, for the original item's picture. */
  stocks: readonly DeepReadonly<CatalogueStock>[]
}

/** The order the item came from, and the item as it was bought. */
export function PreviousOrder({ order, item, stocks }: PreviousOrderProps) {
  const originalStock = stocks.find((s) => s.id === item.stock_id)
  return (
    <Details id="previous-order-title" title="Previous Order Details">
      <Line label="Order Date" value={formatDate(order.date)} />
      <Line label="Order ID" value={displayOrderNumber(order.id)} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <StockImage images={originalStock?.images} name={item.name} size={88} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          {item.json.colour && <Typography>Colour: {item.json.colour.name}</Typography>}
          <Typography>Retail price: {formatMoney(itemUnitCents(item))}</Typography>
        </Box>
      </Box>
    </Details>
  )
}

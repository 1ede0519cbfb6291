import Box from '@mui/material/Box'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { itemActions } from '../../../domain/itemActions'
import type { DeepReadonly } from '../../../domain/readonly'
import { StockImage } from '../../components/StockImage'
import { ItemButtons } from './ItemButtons'
import { ItemText } from './ItemText'

export interface ItemRowProps {
  order: DeepReadonly<Order>
  item: DeepReadonly<OrderItem>
  stock: DeepReadonly<CatalogueStock> | undefined
  busy?: boolean
  onRedeem: (itemId: number) => void
  onUpgrade: (itemId: number) => void
  onRefund: (itemId: number) => void
}

export function ItemRow({ order, item, stock, ...buttons }: ItemRowProps) {
  const nameId = `order-item-${item.id}-name`
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
      <ItemText item={item} order={order} stock={stock} nameId={nameId} />
      <ItemButtons itemId={item.id} actions={itemActions(order, item)} {...buttons} />
    </Box>
  )
}

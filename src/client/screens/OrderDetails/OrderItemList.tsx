import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { DeepReadonly } from '../../../domain/readonly'
import { ItemRow, type ItemRowProps } from './ItemRow'

type OrderItemListProps = Omit<ItemRowProps, 'item' | 'stock'> & {
  stocks: readonly DeepReadonly<CatalogueStock>[]
}

/** The items of the order, each with its picture, status and buttons. */
export function OrderItemList({ order, stocks, ...rest }: OrderItemListProps) {
  if (order.order_items.length === 0)
    return <Typography color="text.secondary">This order has no items.</Typography>
  return (
    <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.order_items.map((item) => (
        <ItemRow
          key={item.id}
          order={order}
          item={item}
          stock={stocks.find((s) => s.id === item.stock_id)}
          {...rest}
        />
      ))}
    </Box>
  )
}

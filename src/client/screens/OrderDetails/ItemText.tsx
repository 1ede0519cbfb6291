import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { isStruckThrough, itemStatus } from '../../../domain/itemStatus'
import { itemUnitCents } from '../../../domain/upgradeItem'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { DeepReadonly } from '../../../domain/readonly'
import { StatusChip } from './StatusChip'

interface ItemTextProps {
  item: DeepReadonly<OrderItem>
  /** A voided sale's items read Void even before their own status says so. */
  order: { readonly status?: string | null }
  stock: DeepReadonly<CatalogueStock> | undefined
  nameId: string
}

/** An item's name with its status, and its quantity and price; struck through once used up. */
export function ItemText({ item, order, stock, nameId }: ItemTextProps) {
  const struck = isStruckThrough(item)
  // The price is the catalogue's; an item whose stock is gone shows what it was sold for.
  const price = stock ? toCents(stock.price) : itemUnitCents(item)
  return (
    <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={nameId}
          component={struck ? 'del' : 'span'}
          sx={{ fontWeight: 700, color: struck ? 'text.secondary' : 'text.primary' }}
        >
          {item.name}
        </Typography>
        <StatusChip status={itemStatus(item, order)} />
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
  )
}

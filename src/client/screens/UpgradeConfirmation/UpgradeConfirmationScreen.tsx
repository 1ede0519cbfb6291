import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { DeepReadonly } from '../../../domain/readonly'
import type { UpgradeChoice } from '../UpgradeProduct/OptionCard'
import { Page } from '../../components/Page'
import { ConfirmActions } from './ConfirmActions'
import { NewOrder } from './NewOrder'
import { PreviousOrder } from './PreviousOrder'
import { UpgradePayable } from './UpgradePayable'

export interface UpgradeConfirmationScreenProps {
  /** The order that holds the item being upgraded (the previous order). */
  order: DeepReadonly<Order>
  /** The item being upgraded, as it was bought. */
  item: DeepReadonly<OrderItem>
  /** The catalogue, for the original item's picture. */
  stocks: readonly DeepReadonly<CatalogueStock>[]
  /** The stock (and colour) the item becomes. */
  choice: UpgradeChoice
  /** Today, as the new order's date; fixed in stories. */
  today?: Date
  /** True while a later step (the receipt question) is open over this one. */
  disabled?: boolean
  /** CANCEL: back without upgrading. */
  onCancel: () => void
  /** CONFIRM: the upgrade goes ahead as shown. */
  onConfirm: () => void
}

/** The old item and the new side by side, with what the customer pays for the difference. */
export function UpgradeConfirmationScreen({
  order,
  item,
  stocks,
  choice,
  today = new Date(),
  ...actions
}: UpgradeConfirmationScreenProps) {
  return (
    <Page actions={<ConfirmActions {...actions} />} actionsLabel="Upgrade actions">
      <Typography variant="h1">Confirm your upgrade</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PreviousOrder order={order} item={item} stocks={stocks} />
        <NewOrder choice={choice} today={today} />
      </Box>
      <UpgradePayable item={item} stock={choice.stock} />
    </Page>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ItemActions } from '../../../domain/itemActions'

interface ItemButtonsProps {
  itemId: number
  actions: ItemActions
  busy?: boolean
  onRedeem: (itemId: number) => void
  onUpgrade: (itemId: number) => void
  onRefund: (itemId: number) => void
}

/** What can be done with one item of the order: redeem, upgrade or refund it, or nothing. */
export function ItemButtons(props: ItemButtonsProps) {
  const { itemId, actions, busy, onRedeem, onUpgrade, onRefund } = props
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {actions.redeem && (
        <Button variant="outlined" disabled={busy} onClick={() => onRedeem(itemId)}>
          Redeem
        </Button>
      )}
      {actions.upgrade && (
        <Button disabled={busy} onClick={() => onUpgrade(itemId)}>
          UPGRADE
        </Button>
      )}
      {actions.refund && (
        <Button variant="text" disabled={busy} onClick={() => onRefund(itemId)}>
          Refund
        </Button>
      )}
    </Box>
  )
}

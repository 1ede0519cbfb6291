import Chip from '@mui/material/Chip'
import CheckIcon from '@mui/icons-material/Check'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import BlockIcon from '@mui/icons-material/Block'
import UndoIcon from '@mui/icons-material/Undo'
import type { ItemStatus } from '../../../domain/itemStatus'

const LOOK = {
  Open: { color: 'primary', Icon: null },
  Redeemed: { color: 'success', Icon: CheckIcon },
  // The theme's warning yellow is too pale for text on white: an exchanged item reads in grey.
  Exchanged: { color: 'default', Icon: SwapHorizIcon },
  // Money given back: a refund is a quiet grey fact about one item; a void takes back the whole
  // sale, so it reads in the error red that nobody mistakes for a live item.
  Refunded: { color: 'default', Icon: UndoIcon },
  Void: { color: 'error', Icon: BlockIcon },
} as const

/**
 * An item's status as a small outlined tag: it reads as a label, never as a button beside the
 * item's Redeem and UPGRADE buttons.
 */
export function StatusChip({ status }: { status: ItemStatus }) {
  if (!status) return null
  const { color, Icon } = LOOK[status]
  return (
    <Chip
      label={status}
      size="small"
      variant="outlined"
      color={color}
      icon={Icon ? <Icon /> : undefined}
      sx={{ fontWeight: 600, borderRadius: 1 }}
    />
  )
}

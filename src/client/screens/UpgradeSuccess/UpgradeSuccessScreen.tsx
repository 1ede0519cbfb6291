import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { formatMoney } from '../../../domain/sale/money'
import { SCREEN_HEIGHT } from '../../theme'

export interface UpgradeSuccessScreenProps {
  /** The new item, when known, so staff can read back what was done. */
  upgradedName?: string | null
  /** Cash to hand back for a cash upgrade paid with more than it cost; null or 0 when none is due. */
  changeCents?: number | null
  /** While the order is refreshed: Back to the lookup cannot be tapped. */
  busy?: boolean
  /** Back to the lookup, the order refreshed. */
  onConfirm: () => void
}

/** The upgrade is saved: it says so, then what to do, and returns to the lookup, the order refreshed. */
export function UpgradeSuccessScreen({
  upgradedName,
  changeCents,
  busy,
  onConfirm,
}: UpgradeSuccessScreenProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: SCREEN_HEIGHT,
        p: { xs: 2, md: 5 },
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Paper
        sx={{
          p: { xs: 3, md: 5 },
          width: '100%',
          maxWidth: 640,
          display: 'grid',
          gap: 3,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        <CheckCircleIcon color="success" sx={{ fontSize: 96 }} aria-hidden />
        <Typography variant="h1">Upgrade saved</Typography>
        {upgradedName && (
          <Typography variant="h4" component="p">
            {upgradedName}
          </Typography>
        )}
        {/* Large, under the heading: the operator is holding the customer's cash right now. */}
        {changeCents != null && changeCents > 0 && (
          <Typography variant="h2" component="p">
            Change: <span aria-label="Change due">{formatMoney(changeCents)}</span>
          </Typography>
        )}
        <Typography>
          It replaces the original item on the order. Hand the customer the new item, then go back
          to the lookup.
        </Typography>
        <Button size="large" disabled={busy} onClick={onConfirm} sx={{ minWidth: 240 }}>
          Back to the lookup
        </Button>
      </Paper>
    </Box>
  )
}

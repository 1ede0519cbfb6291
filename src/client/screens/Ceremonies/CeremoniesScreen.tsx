import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import type { CeremonyWindow } from '../../../domain/ceremony'
import type { Ceremony } from '../../../domain/contract/ceremony'
import { CeremoniesDialog } from './CeremoniesDialog'
import { CeremonyList } from './CeremonyList'
import { SCREEN_HEIGHT } from '../../theme'

export interface CeremoniesScreenProps {
  /** The ceremonies to choose from; undefined until they load. */
  ceremonies: readonly Ceremony[] | undefined
  /** True while the ceremonies load. */
  loading: boolean
  /** How many days ahead the list reaches: a few, or the whole year. */
  window: CeremonyWindow
  /** The ceremony chosen before, marked in the list. */
  selectedId: number | null
  /** 'page' is the stage's first screen; 'dialog' changes the ceremony from the store. */
  variant: 'page' | 'dialog'
  /** A ceremony was tapped. */
  onSelect: (ceremony: Ceremony) => void
  /** Show all ceremonies was switched on or off. */
  onToggleShowAll: (showAll: boolean) => void
  /** Closed without choosing. */
  onClose: () => void
}

/** Stage mode's ceremony choice: venue and start time, today's ceremonies in bold. */
export function CeremoniesScreen(props: CeremoniesScreenProps) {
  if (props.variant === 'dialog') return <CeremoniesDialog {...props} />
  return (
    <Box
      component="main"
      sx={{ minHeight: SCREEN_HEIGHT, bgcolor: 'background.default', p: { xs: 2, md: 4 } }}
    >
      <Paper sx={{ maxWidth: 900, mx: 'auto', p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h2" component="h1">
            Select a ceremony
          </Typography>
          <IconButton aria-label="Close" onClick={props.onClose} size="large">
            <CloseIcon fontSize="large" />
          </IconButton>
        </Box>
        <CeremonyList {...props} />
      </Paper>
    </Box>
  )
}

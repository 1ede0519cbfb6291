import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { CEREMONY_WINDOW_ALL_DAYS, type CeremonyWindow } from '../../../domain/ceremony'
import type { Ceremony } from '../../../domain/contract/ceremony'
import { ceremonyDetails, isToday } from '../../components/ceremonyText'

export interface CeremoniesScreenProps {
  ceremonies: readonly Ceremony[] | undefined
  loading: boolean
  window: CeremonyWindow
  selectedId: number | null
  /** 'page' is the stage's first screen; 'dialog' changes the ceremony from the store. */
  variant: 'page' | 'dialog'
  onSelect: (ceremony: Ceremony) => void
  onToggleShowAll: (showAll: boolean) => void
  onClose: () => void
}

function CeremonyList({
  ceremonies,
  loading,
  window,
  selectedId,
  onSelect,
  onToggleShowAll,
}: CeremoniesScreenProps) {
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={window === CEREMONY_WINDOW_ALL_DAYS}
            onChange={(e) => onToggleShowAll(e.target.checked)}
          />
        }
        label="Show all ceremonies"
      />
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading ceremonies" />
        </Box>
      )}
      {!loading && ceremonies?.length === 0 && (
        <Alert severity="info">
          No ceremonies in the next {window} days. Tick 'Show all ceremonies' to see later ones.
        </Alert>
      )}
      <List aria-label="Ceremonies">
        {ceremonies?.map((ceremony) => {
          const today = isToday(ceremony)
          return (
            <ListItem key={ceremony.id} disablePadding>
              <ListItemButton
                selected={ceremony.id === selectedId}
                onClick={() => onSelect(ceremony)}
                sx={{ borderRadius: 2, mb: 1, border: 1, borderColor: 'divider' }}
              >
                <ListItemText
                  primary={ceremony.name}
                  secondary={`${ceremonyDetails(ceremony)}${today ? ' · Today' : ''}`}
                  slotProps={{
                    primary: { sx: { fontWeight: today ? 800 : 500, fontSize: '1.15rem' } },
                    secondary: { sx: { fontWeight: today ? 700 : 400 } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          )
        })}
      </List>
    </>
  )
}

/** Stage mode's ceremony choice: venue and start time, today's ceremonies in bold. */
export function CeremoniesScreen(props: CeremoniesScreenProps) {
  if (props.variant === 'dialog') {
    return (
      <Dialog
        open
        onClose={props.onClose}
        aria-labelledby="ceremonies-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle
          id="ceremonies-title"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          Change ceremony
          <IconButton aria-label="Close" onClick={props.onClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <CeremonyList {...props} />
        </DialogContent>
      </Dialog>
    )
  }
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}
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

import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import type { CeremoniesScreenProps } from './CeremoniesScreen'
import { CeremonyList } from './CeremonyList'

/** The ceremony list over the store, to change the ceremony mid-session. */
export function CeremoniesDialog(props: CeremoniesScreenProps) {
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="ceremonies-title" maxWidth="md" fullWidth>
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

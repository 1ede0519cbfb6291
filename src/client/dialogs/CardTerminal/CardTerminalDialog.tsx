import Dialog from '@mui/material/Dialog'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { CardTerminalStep, type CardTerminalStepProps } from '../../components/CardTerminalStep'

export interface CardTerminalDialogProps extends CardTerminalStepProps {
  /** 'Card payment' for an upgrade, 'Card refund' for a refund. */
  title: string
  /** Back to where the payment was asked for, once the terminal has finished with the card. */
  onBack: () => void
}

/**
 * The EFTPOS step over a screen with no payment panel of its own (an upgrade's receipt question,
 * a refund's approval). It closes only by the step's own buttons: the terminal decides.
 */
export function CardTerminalDialog({ title, onBack, ...step }: CardTerminalDialogProps) {
  const done = step.state === 'declined' || step.state === 'cancelled'
  return (
    <Dialog open aria-labelledby="card-terminal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="card-terminal-title">{title}</DialogTitle>
      <DialogContent>
        <CardTerminalStep {...step} />
      </DialogContent>
      {done && (
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="text" size="large" onClick={onBack}>
            Back
          </Button>
        </DialogActions>
      )}
    </Dialog>
  )
}

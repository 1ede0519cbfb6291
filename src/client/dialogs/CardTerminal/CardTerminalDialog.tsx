import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { CardTerminalStep, type CardTerminalStepProps } from '../../components/CardTerminalStep'

export interface CardTerminalDialogProps extends CardTerminalStepProps {
  /** 'Card payment' for an upgrade, 'Card refund' for a refund. */
  title: string
}

/**
 * The EFTPOS step over a screen with no payment panel of its own (an upgrade's receipt question,
 * a refund's approval). It closes only by the step's own buttons: the terminal decides.
 */
export function CardTerminalDialog({ title, ...step }: CardTerminalDialogProps) {
  return (
    <Dialog open aria-labelledby="card-terminal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="card-terminal-title">{title}</DialogTitle>
      <DialogContent>
        <CardTerminalStep {...step} />
      </DialogContent>
    </Dialog>
  )
}

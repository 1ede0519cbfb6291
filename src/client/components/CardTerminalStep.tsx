import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../domain/sale/money'

export type CardTerminalState = 'waiting' | 'checking' | 'declined' | 'cancelled'

export interface CardTerminalStepProps {
  /** Where the card payment is: waiting for the card, checking, declined or cancelled. */
  state: CardTerminalState
  /** The amount sent to the terminal, shown as the card payment's total. */
  amountCents: Cents
  /** The terminal's own display line ("PRESENT CARD"), as it last said it. */
  display: string | null
  /** Why the card was declined, in the terminal's plain words. */
  reason: string | null
  /** The kiosk cannot reach the server: what the terminal did is still being found out. */
  cut?: boolean
  /** Cancel was tapped and the terminal has not answered yet. */
  cancelling?: boolean
  /** 'Pay by cash', or 'Refund in cash' for a refund. */
  cashLabel?: string
  /** Cancel was tapped: cancel the payment on the terminal. */
  onCancel: () => void
  /** Absent with `onPayCash` when the payment cannot be taken again here (a refund after a reload). */
  onTryAgain?: () => void
  /** After a decline or a cancel: the customer pays cash instead. */
  onPayCash?: () => void
}

const HEADINGS: Record<CardTerminalState, string> = {
  waiting: 'Present the card on the terminal',
  checking: 'Checking the terminal…',
  declined: 'Card declined',
  cancelled: 'Card payment cancelled',
}

/**
 * The EFTPOS step: the amount is on the terminal, whose own words show here as it says them;
 * Cancel cancels on the terminal. A decline or a cancel offers Try again or cash.
 */
export function CardTerminalStep({ cashLabel = 'Pay by cash', ...props }: CardTerminalStepProps) {
  const working = props.state === 'waiting' || props.state === 'checking'
  return (
    <Box
      role="region"
      aria-label="Card terminal"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'stretch' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {working && <CircularProgress size={32} aria-hidden />}
        <Typography variant="h4" component="h2">
          {HEADINGS[props.state]}
        </Typography>
      </Box>
      <Typography variant="h5" component="p" aria-label="Amount on the terminal">
        {formatMoney(props.amountCents)}
      </Typography>
      {props.display && working && (
        <Typography
          component="p"
          role="status"
          aria-label="The terminal says"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.5rem',
            bgcolor: 'grey.900',
            color: 'common.white',
            px: 2,
            py: 1,
            borderRadius: 1,
          }}
        >
          {props.display}
        </Typography>
      )}
      {props.cut && working && (
        <Alert severity="warning">
          The kiosk cannot reach the server. It keeps asking; the payment is not lost.
        </Alert>
      )}
      {props.state === 'declined' && (
        <Alert severity="error">{props.reason ?? 'The card was declined.'}</Alert>
      )}
      {props.state === 'cancelled' && (
        <Alert severity="info">Take the payment another way, or try the card again.</Alert>
      )}
      {working ? (
        <Button
          variant="outlined"
          size="large"
          disabled={props.cancelling}
          onClick={props.onCancel}
        >
          {props.cancelling ? 'Cancelling…' : 'Cancel'}
        </Button>
      ) : (
        props.onTryAgain &&
        props.onPayCash && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Button variant="contained" size="large" onClick={props.onTryAgain}>
              Try again
            </Button>
            <Button variant="outlined" size="large" onClick={props.onPayCash}>
              {cashLabel}
            </Button>
          </Box>
        )
      )}
    </Box>
  )
}

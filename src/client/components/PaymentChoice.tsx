import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import PaymentsIcon from '@mui/icons-material/Payments'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import type { PaymentType } from '../../domain/contract/upgrade'

export interface PaymentChoiceProps {
  /** Cash or EFTPOS was tapped (and neither is blocked). */
  onChoose: (type: PaymentType) => void
  /** Greyed out and untappable while a call runs. */
  disabled?: boolean
  /**
   * Why neither can be used yet, said beside them ('Choose a ceremony first'), and the error a
   * tap on one then shows ('Please select a ceremony.'): the cards stay tappable so that a tap
   * is answered rather than ignored, but nothing is said in red before one.
   */
  blocked?: PaymentBlock | null
  /** A blocked card was tapped: its error is shown in the reason's place. */
  nudged?: boolean
  /** A blocked card was tapped, so that its error can be shown in red (nudged). */
  onBlockedTap?: () => void
}

export interface PaymentBlock {
  reason: string
  error: string
}

const OPTIONS = [
  { type: 'Cash', label: 'Cash', Icon: PaymentsIcon },
  { type: 'Eftpos', label: 'EFTPOS', Icon: CreditCardIcon },
] as const

/** Two large cards, Cash and EFTPOS, with the reason they cannot be used yet, if any. */
export function PaymentChoice(props: PaymentChoiceProps) {
  const blocked = Boolean(props.blocked)
  const off = blocked || props.disabled
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
        {OPTIONS.map(({ type, label, Icon }) => (
          <ButtonBase
            key={type}
            disabled={props.disabled}
            aria-disabled={off || undefined}
            aria-describedby={blocked ? 'payment-blocked' : undefined}
            onClick={() => (blocked ? props.onBlockedTap?.() : props.onChoose(type))}
            sx={{
              minHeight: 160,
              flexDirection: 'column',
              gap: 1.5,
              borderRadius: 3,
              border: 2,
              borderStyle: off ? 'dashed' : 'solid',
              borderColor: off ? 'action.disabled' : 'primary.main',
              bgcolor: off ? 'action.disabledBackground' : 'background.paper',
              color: off ? 'text.disabled' : 'primary.main',
              '&:active': off ? {} : { bgcolor: 'primary.main', color: 'primary.contrastText' },
            }}
          >
            <Icon sx={{ fontSize: 56 }} />
            <Typography variant="h4" component="span">
              {label}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      {/* Always there, one line high, so the reason coming and going moves nothing. */}
      <Box
        id="payment-blocked"
        role={props.nudged ? 'alert' : undefined}
        sx={{
          minHeight: 32,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: props.nudged ? 'error.main' : 'text.secondary',
          fontWeight: props.nudged ? 700 : 500,
          visibility: blocked ? 'visible' : 'hidden',
        }}
      >
        <InfoOutlined fontSize="small" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 'inherit' }}>
          {(props.nudged ? props.blocked?.error : props.blocked?.reason) ?? ''}
        </Typography>
      </Box>
    </Box>
  )
}

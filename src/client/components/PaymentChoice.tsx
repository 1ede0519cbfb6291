import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import PaymentsIcon from '@mui/icons-material/Payments'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import type { PaymentType } from '../../domain/contract/upgrade'

export interface PaymentChoiceProps {
  onChoose: (type: PaymentType) => void
  disabled?: boolean
}

const OPTIONS = [
  { type: 'Cash', label: 'Cash', Icon: PaymentsIcon },
  { type: 'Eftpos', label: 'EFTPOS', Icon: CreditCardIcon },
] as const

/** Two large cards, Cash and EFTPOS, under 'How would you like to pay?'. */
export function PaymentChoice({ onChoose, disabled }: PaymentChoiceProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
      {OPTIONS.map(({ type, label, Icon }) => (
        <ButtonBase
          key={type}
          disabled={disabled}
          onClick={() => onChoose(type)}
          sx={{
            minHeight: 160,
            flexDirection: 'column',
            gap: 1.5,
            borderRadius: 3,
            border: 2,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          <Icon sx={{ fontSize: 56 }} />
          <Typography variant="h4" component="span">
            {label}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  )
}

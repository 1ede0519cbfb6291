import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { NumberPad, padKeyDown, type PadKey } from '../../components/NumberPad'
import { PadReadout } from '../../components/PadDialog'
import { PIN_MAX_LENGTH } from '../StaffPin/StaffPinDialog'

const KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back']

interface ManagerPinProps {
  pin: string
  onChange: (pin: string) => void
  /** Enter on a keyboard: Confirm, when the approval is complete. */
  onEnter: () => void
  /** The id of the message under Confirm while there is one. */
  errorId?: string
  disabled?: boolean
}

/** The manager's PIN on the staff PIN's pad, shown only as dots. */
export function ManagerPin({ pin, onChange, onEnter, errorId, disabled }: ManagerPinProps) {
  const press = (key: PadKey) => {
    if (disabled) return
    if (key === 'clear') onChange('')
    else if (key === 'back') onChange(pin.slice(0, -1))
    else if (pin.length < PIN_MAX_LENGTH) onChange(pin + key)
  }
  return (
    <Box onKeyDown={padKeyDown(/^[0-9]$/, press, onEnter)} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="h6">
        Manager’s PIN
      </Typography>
      <PadReadout label="Manager PIN" variant="pin" errorId={errorId}>
        {'•'.repeat(pin.length) || ' '}
      </PadReadout>
      <NumberPad keys={KEYS} onPress={press} size="large" disabled={disabled} />
    </Box>
  )
}

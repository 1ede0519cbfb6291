import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { CallingCodeOption } from '../../../domain/phone'

/** The phone number beside its country's calling code. */
export function PhoneField(props: {
  options: CallingCodeOption[]
  country: string
  phone: string
  error: string | undefined
  onCountry: (option: CallingCodeOption) => void
  onPhone: (value: string) => void
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: 1.5 }}>
      <TextField
        select
        label="Country code"
        value={props.country}
        onChange={(e) => {
          const next = props.options.find((o) => o.country === e.target.value)
          if (next) props.onCountry(next)
        }}
        slotProps={{
          select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } },
        }}
      >
        {props.options.map((option) => (
          <MenuItem key={option.country} value={option.country}>
            {option.name} +{option.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Phone"
        type="tel"
        required
        value={props.phone}
        onChange={(e) => props.onPhone(e.target.value)}
        error={Boolean(props.error)}
        helperText={props.error ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' } }}
      />
    </Box>
  )
}

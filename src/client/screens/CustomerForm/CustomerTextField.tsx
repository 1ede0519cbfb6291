import TextField from '@mui/material/TextField'
import type { FIELDS } from './customerFields'

/** One required field of the form, its message shown once touched or submitted. */
export function CustomerTextField(props: {
  spec: (typeof FIELDS)[number]
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const { label, type, inputMode, autoComplete } = props.spec
  return (
    <TextField
      label={label}
      type={type ?? 'text'}
      required
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={Boolean(props.error)}
      helperText={props.error ?? ' '}
      slotProps={{ htmlInput: { inputMode, autoComplete } }}
    />
  )
}

import { useId, type HTMLAttributes } from 'react'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'

export interface LoginFieldProps {
  label: string
  type: 'email' | 'password'
  value: string
  onChange: (value: string) => void
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

/**
 * An outlined TextField's parts, put together by hand: MUI's TextField imports its Select, and with
 * it the menu, popover and modal, which would all load with the login page's first JavaScript.
 */
export function LoginField(props: LoginFieldProps) {
  const id = useId()
  return (
    <FormControl required fullWidth>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        type={props.type}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        inputProps={{ autoComplete: props.autoComplete, inputMode: props.inputMode }}
      />
    </FormControl>
  )
}

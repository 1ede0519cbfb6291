import { useId, type HTMLAttributes } from 'react'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'

export interface LoginFieldProps {
  label: string
  name: string
  type: 'email' | 'password'
  value: string
  onChange: (value: string) => void
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /**
   * Rendered on the server and never hydrated: the label cannot float up when the field is
   * focused or filled, so it stays up, and the focus ring comes from CSS rather than React state.
   */
  scriptless?: boolean
}

const SCRIPTLESS_FOCUS = {
  '&:focus-within .MuiOutlinedInput-notchedOutline': {
    borderColor: 'primary.main',
    borderWidth: 2,
  },
} as const

/**
 * An outlined TextField's parts, put together by hand: MUI's TextField imports its Select, and with
 * it the menu, popover and modal, which the page has no use for.
 */
export function LoginField(props: LoginFieldProps) {
  const id = useId()
  const shrink = props.scriptless ? { shrink: true } : {}
  return (
    <FormControl required fullWidth>
      <InputLabel htmlFor={id} {...shrink}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={props.label}
        type={props.type}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        inputProps={{ autoComplete: props.autoComplete, inputMode: props.inputMode }}
        {...(props.scriptless ? { notched: true, sx: SCRIPTLESS_FOCUS } : {})}
      />
    </FormControl>
  )
}

import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { University } from '../../../domain/contract/login'
import { LoginPanel, POS_NAME } from '../../components/LoginPanel'

export interface UniversityPickerProps {
  /** The kiosk's version, at the foot of the card. */
  version: string
  /** The universities this kiosk can sign in to, in the dropdown. */
  universities: University[]
  /** Someone is signed in already: the page offers the menu and logout instead. */
  authenticated: boolean
  /** Login was tapped with a university chosen. */
  onChoose: (university: string) => void
  /** Signed in: go to the menu was tapped. */
  onReturnHome: () => void
  /** Logout was tapped. */
  onLogout: () => void
}

/** The first login page: choose the university to work in. */
export function UniversityPickerScreen(props: UniversityPickerProps) {
  const [university, setUniversity] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (props.authenticated) props.onReturnHome()
    else if (university) props.onChoose(university)
  }
  return (
    <LoginPanel version={props.version}>
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {POS_NAME}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} aria-label="Choose university">
        {!props.authenticated && (
          <TextField
            select
            label="University"
            value={university}
            onChange={(event) => setUniversity(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              Select University
            </MenuItem>
            {props.universities.map((u) => (
              <MenuItem key={u.value} value={u.value}>
                {u.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" size="large">
          {props.authenticated ? 'Signed in: go to the menu' : 'Login'}
        </Button>
        {props.authenticated && (
          <Button variant="outlined" size="large" onClick={props.onLogout}>
            Logout
          </Button>
        )}
      </Stack>
    </LoginPanel>
  )
}

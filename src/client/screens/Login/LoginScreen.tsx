import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Credentials } from '../../../domain/contract/login'
import { MESSAGES } from '../../../domain/messages'
import { LoginPanel } from '../../components/LoginPanel'
import { LoginField } from './LoginField'

export interface LoginScreenProps {
  version: string
  universityName: string
  errors: string[]
  submitting?: boolean
  /** The university picker's address: a kiosk opened at the wrong university goes back there. */
  pickerHref: string
  onSubmit: (credentials: Credentials) => void
}

/** The second login page: the university's staff credentials. */
export function LoginScreen(props: LoginScreenProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit({ email, password, remember })
    // Never leave a password on a shared screen, whatever the answer.
    setPassword('')
  }
  return (
    <LoginPanel version={props.version}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          Log In
        </Typography>
        <Typography color="text.secondary">Continue to your POS portal</Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {props.universityName}
        </Typography>
        <Link href={props.pickerHref} variant="body2">
          Not your university? Choose another
        </Link>
      </Box>
      {props.errors.length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>{MESSAGES.loginHeading}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {props.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={submit} aria-label="Log in">
        <LoginField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
          inputMode="email"
        />
        <LoginField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <FormControlLabel
          control={
            <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          }
          label="Remember me"
        />
        <Button type="submit" size="large" disabled={props.submitting}>
          Submit
        </Button>
      </Stack>
    </LoginPanel>
  )
}

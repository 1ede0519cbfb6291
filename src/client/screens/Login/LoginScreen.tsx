import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Credentials, University } from '../../../domain/contract/requests'
import { MESSAGES } from '../../../domain/messages'
import { Logo } from '../../components/Logo'
import { LAYOUT } from '../../theme'

export const POS_NAME = 'Ceremony POS'

export interface UniversityPickerProps {
  version: string
  universities: University[]
  authenticated: boolean
  onChoose: (university: string) => void
  onReturnHome: () => void
  onLogout: () => void
}

export interface LoginScreenProps {
  version: string
  universityName: string
  errors: string[]
  submitting?: boolean
  onSubmit: (credentials: Credentials) => void
}

function Panel({ children, version }: { children: React.ReactNode; version: string }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        p: 2,
      }}
    >
      <Paper component="main" sx={{ width: LAYOUT.loginPanelWidth, maxWidth: '100%', p: 4 }}>
        <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Logo />
          </Box>
          {children}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {POS_NAME} {version}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  )
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
    <Panel version={props.version}>
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
          {props.authenticated ? 'You are logged in. Return to Home.' : 'Login'}
        </Button>
        {props.authenticated && (
          <Button variant="outlined" size="large" onClick={props.onLogout}>
            Logout
          </Button>
        )}
      </Stack>
    </Panel>
  )
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
    <Panel version={props.version}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          Log In
        </Typography>
        <Typography color="text.secondary">Continue to your POS portal</Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {props.universityName}
        </Typography>
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
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'username', inputMode: 'email' } }}
        />
        <TextField
          label="Password"
          type="password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
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
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        Graduation services point of sale · built for the ceremony hall
      </Typography>
    </Panel>
  )
}

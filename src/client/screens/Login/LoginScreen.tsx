import { useState, type FormEvent } from 'react'
import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
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

/** A form the browser posts itself: where to, and the hidden fields it carries (the CSRF token). */
export interface LoginPost {
  action: string
  hidden: Record<string, string>
}

export interface LoginScreenProps {
  /** The kiosk's version, at the foot of the card. */
  version: string
  /** The university being signed in to, under the title. */
  universityName: string
  /** Why the last attempt was refused, listed above the form. */
  errors: string[]
  /** True while the credentials are being checked: the button waits. */
  submitting?: boolean
  /** The university picker's address: a kiosk opened at the wrong university goes back there. */
  pickerHref: string
  /** The email a refused attempt gave, shown again so only the password is typed anew. */
  email?: string
  /** Given on the server-rendered page, which loads no script: the browser posts the form. */
  post?: LoginPost
  /** Login was tapped with an email and password. */
  onSubmit?: (credentials: Credentials) => void
}

const FOCUS_RING = { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 }

/**
 * Without script MUI cannot swap the checkbox's icon nor mark keyboard focus: both icons are
 * drawn and CSS shows the one the native input's state calls for.
 */
const SCRIPTLESS_CHECKBOX = {
  '& input:checked ~ .box-unchecked, & input:not(:checked) ~ .box-checked': { display: 'none' },
  '& input:checked ~ .box-checked': { color: 'primary.main' },
  '&:has(input:focus-visible)': FOCUS_RING,
} as const
const bothBoxes = (
  <>
    <CheckBoxOutlineBlankIcon className="box-unchecked" />
    <CheckBoxIcon className="box-checked" />
  </>
)

/** The second login page: the university's staff credentials. */
export function LoginScreen(props: LoginScreenProps) {
  const [email, setEmail] = useState(props.email ?? '')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const scriptless = props.post !== undefined
  const submit = (event: FormEvent) => {
    if (!props.onSubmit) return
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
      <Box
        component="form"
        onSubmit={submit}
        aria-label="Log in"
        {...(props.post ? { method: 'post', action: props.post.action } : {})}
      >
        {/* Outside the Stack, whose spacing would count them as items. */}
        {Object.entries(props.post?.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} defaultValue={value} />
        ))}
        <Stack spacing={2}>
          <LoginField
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="username"
            inputMode="email"
            scriptless={scriptless}
          />
          <LoginField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            scriptless={scriptless}
          />
          <FormControlLabel
            control={
              <Checkbox
                name="remember"
                value="1"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
                {...(scriptless
                  ? { icon: bothBoxes, checkedIcon: bothBoxes, sx: SCRIPTLESS_CHECKBOX }
                  : {})}
              />
            }
            label="Remember me"
          />
          <Button
            type="submit"
            size="large"
            disabled={props.submitting}
            sx={scriptless ? { '&:focus-visible': FOCUS_RING } : {}}
          >
            Submit
          </Button>
        </Stack>
      </Box>
    </LoginPanel>
  )
}

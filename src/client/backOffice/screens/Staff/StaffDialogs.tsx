import { useState } from 'react'
import DialogContentText from '@mui/material/DialogContentText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { NewStaff, StaffMember } from '../../../../domain/contract/backOffice'
import { FormDialog } from '../Shell/FormDialog'

export interface AddStaffDialogProps {
  /** The server's reasons for refusing the new login. */
  errors: string[]
  /** The new login is on its way: the buttons wait for it. */
  saving: boolean
  /** Add the login as typed. */
  onAdd: (person: NewStaff) => void
  /** Cancel: close without adding. */
  onClose: () => void
}

/** A new login: the password and PIN are typed once here and never shown again. */
export function AddStaffDialog(props: AddStaffDialogProps) {
  const [person, setPerson] = useState<NewStaff>({
    name: '',
    email: '',
    role: 'operator',
    password: '',
    pin: '',
  })
  const set = (key: keyof NewStaff) => (event: { target: { value: string } }) =>
    setPerson({ ...person, [key]: event.target.value })
  return (
    <FormDialog
      title="Add staff"
      submit="Add staff member"
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={() => props.onAdd(person)}
    >
      <TextField label="Name" value={person.name} onChange={set('name')} required autoFocus />
      <TextField label="Email" type="email" value={person.email} onChange={set('email')} required />
      <TextField select label="Role" value={person.role} onChange={set('role')}>
        <MenuItem value="operator">Operator</MenuItem>
        <MenuItem value="manager">Manager</MenuItem>
      </TextField>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={person.password}
        onChange={set('password')}
        helperText="8 characters or more."
        required
      />
      <TextField
        label="PIN"
        type="password"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        value={person.pin}
        onChange={set('pin')}
        helperText="4 to 8 digits, not one an active colleague uses."
        required
      />
    </FormDialog>
  )
}

export interface SecretDialogProps {
  /** Whose PIN or password is being set. */
  person: StaffMember
  /** Whether a new PIN or a new password is typed. */
  kind: 'pin' | 'password'
  /** The server's reasons for refusing it. */
  errors: string[]
  /** The new PIN or password is on its way: the buttons wait for it. */
  saving: boolean
  /** Save the PIN or password as typed. */
  onSave: (secret: string) => void
  /** Cancel: close without saving. */
  onClose: () => void
}

/** A new PIN or password for one person. */
export function SecretDialog(props: SecretDialogProps) {
  const [secret, setSecret] = useState('')
  const isPin = props.kind === 'pin'
  return (
    <FormDialog
      title={`New ${isPin ? 'PIN' : 'password'} for ${props.person.name}`}
      submit={`Set ${isPin ? 'PIN' : 'password'}`}
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={() => props.onSave(secret)}
    >
      <TextField
        label={isPin ? 'New PIN' : 'New password'}
        type="password"
        autoComplete={isPin ? 'off' : 'new-password'}
        slotProps={isPin ? { htmlInput: { inputMode: 'numeric' } } : undefined}
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        helperText={
          isPin ? '4 to 8 digits, not one an active colleague uses.' : '8 characters or more.'
        }
        required
        autoFocus
      />
    </FormDialog>
  )
}

export interface DisableDialogProps {
  /** The person to disable, or to enable again. */
  person: StaffMember
  /** The server's reasons for refusing. */
  errors: string[]
  /** The change is on its way: the buttons wait for it. */
  saving: boolean
  /** Disable (or Enable) was tapped. */
  onConfirm: () => void
  /** Cancel: close and leave the person as they are. */
  onClose: () => void
}

/** Asks before a person is disabled: signed out everywhere at once, their sales kept. */
export function DisableDialog(props: DisableDialogProps) {
  return (
    <FormDialog
      title={`Disable ${props.person.name}?`}
      submit="Disable"
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={props.onConfirm}
    >
      <DialogContentText>
        {props.person.name} will be signed out everywhere at once and cannot sign in again. Their
        sales stay theirs.
      </DialogContentText>
    </FormDialog>
  )
}

/** Asks before a disabled person may sign in again: their PIN is cleared. */
export function EnableDialog(props: DisableDialogProps) {
  return (
    <FormDialog
      title={`Enable ${props.person.name}?`}
      submit="Enable"
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={props.onConfirm}
    >
      <DialogContentText>
        {props.person.name} can sign in again with their password. Their PIN is cleared, as a
        colleague may have it now: set a new one before they sell.
      </DialogContentText>
    </FormDialog>
  )
}

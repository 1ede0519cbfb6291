import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { visuallyHidden } from '@mui/utils'
import type { NewStaff, StaffMember, StaffRole } from '../../../../domain/contract/backOffice'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { AddStaffDialog, DisableDialog, EnableDialog, SecretDialog } from './StaffDialogs'

/** The dialog open over the list, if any. */
export type StaffDialog =
  { kind: 'add' } | { kind: 'pin' | 'password' | 'disable' | 'enable'; person: StaffMember } | null

export interface StaffScreenProps {
  /** Whether the list is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the list did not load, shown with Retry. */
  error?: string | null
  /** The university's logins, one row each. */
  staff: StaffMember[]
  /** The signed-in manager, who may not demote or disable themselves. */
  myEmail: string
  /** The dialog open over the list: add, a new PIN or password, disable or enable; or none. */
  dialog: StaffDialog
  /** The server's reasons for refusing the open dialog's change. */
  dialogErrors: string[]
  /** The open dialog's change is on its way: its buttons wait for it. */
  saving: boolean
  /** Open a dialog (Add, Set PIN, Set password, Disable, Enable), or close it with null. */
  onOpen: (dialog: StaffDialog) => void
  /** Add the new login typed in the Add dialog. */
  onAdd: (person: NewStaff) => void
  /** A person's role was changed in the list. */
  onRole: (person: StaffMember, role: StaffRole) => void
  /** Save a person's new PIN or password. */
  onSecret: (person: StaffMember, secret: { pin: string } | { password: string }) => void
  /** Disable a person: signed out everywhere, and no signing in again. */
  onDisable: (person: StaffMember) => void
  /** A disabled person signs in again; their PIN is cleared, to be set anew. */
  onEnable: (person: StaffMember) => void
  /** Fetch the list again, after a failure. */
  onRetry: () => void
}

/** The university's logins: add, role, a new PIN or password, disable, enable again. */
export function StaffScreen(props: StaffScreenProps) {
  const { dialog } = props
  const close = () => props.onOpen(null)
  const shared = { errors: props.dialogErrors, saving: props.saving, onClose: close }
  return (
    <Box component="section" aria-labelledby="staff-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="staff-title" variant="h2" sx={{ flex: 1 }}>
          Staff
        </Typography>
        <Button startIcon={<PersonAddIcon />} onClick={() => props.onOpen({ kind: 'add' })}>
          Add staff
        </Button>
      </Box>
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.staff.length === 0}
        emptyText="No staff yet."
        onRetry={props.onRetry}
      />
      {props.status === 'ready' && props.staff.length > 0 && (
        <Table aria-label="Staff" sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.staff.map((person) => {
              const me = person.email.toLowerCase() === props.myEmail.toLowerCase()
              return (
                <TableRow key={person.id}>
                  <TableCell>
                    {person.name} {me && <Chip size="small" label="You" />}
                  </TableCell>
                  <TableCell>{person.email}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label={`Role of ${person.name}`}
                      value={person.role}
                      disabled={me || !person.active}
                      onChange={(event) => props.onRole(person, event.target.value as StaffRole)}
                    >
                      <MenuItem value="operator">Operator</MenuItem>
                      <MenuItem value="manager">Manager</MenuItem>
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <Chip
                      label={person.active ? 'Active' : 'Disabled'}
                      color={person.active ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {person.active && (
                      <>
                        <Button
                          variant="text"
                          aria-label={`Set PIN of ${person.name}`}
                          onClick={() => props.onOpen({ kind: 'pin', person })}
                        >
                          Set PIN
                        </Button>
                        <Button
                          variant="text"
                          aria-label={`Set password of ${person.name}`}
                          onClick={() => props.onOpen({ kind: 'password', person })}
                        >
                          Set password
                        </Button>
                        {!me && (
                          <Button
                            variant="text"
                            color="error"
                            aria-label={`Disable ${person.name}`}
                            onClick={() => props.onOpen({ kind: 'disable', person })}
                          >
                            Disable
                          </Button>
                        )}
                      </>
                    )}
                    {!person.active && (
                      <Button
                        variant="text"
                        aria-label={`Enable ${person.name}`}
                        onClick={() => props.onOpen({ kind: 'enable', person })}
                      >
                        Enable
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'add' && <AddStaffDialog {...shared} onAdd={props.onAdd} />}
      {(dialog?.kind === 'pin' || dialog?.kind === 'password') && (
        <SecretDialog
          {...shared}
          person={dialog.person}
          kind={dialog.kind}
          onSave={(secret) =>
            props.onSecret(
              dialog.person,
              dialog.kind === 'pin' ? { pin: secret } : { password: secret },
            )
          }
        />
      )}
      {dialog?.kind === 'disable' && (
        <DisableDialog
          {...shared}
          person={dialog.person}
          onConfirm={() => props.onDisable(dialog.person)}
        />
      )}
      {dialog?.kind === 'enable' && (
        <EnableDialog
          {...shared}
          person={dialog.person}
          onConfirm={() => props.onEnable(dialog.person)}
        />
      )}
    </Box>
  )
}

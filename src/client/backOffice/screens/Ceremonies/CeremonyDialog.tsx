import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { AdminCeremony, CeremonyFields } from '../../../../domain/contract/backOffice'

export interface CeremonyDialogProps {
  /** The ceremony being edited; null for a new one. */
  ceremony: AdminCeremony | null
  /** The university's time zone, the one the date and start time are in. */
  timeZone: string
  /** The server's reasons, by field. */
  errors: Record<string, string[]>
  /** The ceremony is on its way: the buttons wait for it. */
  saving: boolean
  /** Save the ceremony as typed. */
  onSave: (fields: CeremonyFields) => void
  /** Cancel: close without saving. */
  onClose: () => void
}

const blank: CeremonyFields = { code: '', name: '', date: '', start: '', venue: '' }

/** A ceremony's code, name, date, start time and venue; the server checks them as the importer does. */
export function CeremonyDialog(props: CeremonyDialogProps) {
  const c = props.ceremony
  const [fields, setFields] = useState<CeremonyFields>(
    c
      ? {
          code: c.code ?? '',
          name: c.name,
          date: c.date,
          start: c.start ?? '',
          venue: c.venue ?? '',
        }
      : blank,
  )
  const field = (name: keyof CeremonyFields, label: string, extra: object = {}) => {
    const errors = props.errors[name]
    return (
      <TextField
        label={label}
        value={fields[name] ?? ''}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        error={Boolean(errors?.length)}
        helperText={errors?.join(' ')}
        fullWidth
        {...extra}
      />
    )
  }
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          props.onSave(fields)
        }}
      >
        <DialogTitle>{c ? `Edit ${c.name}` : 'New ceremony'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('code', 'Code', { required: true, autoFocus: true })}
            {field('name', 'Name', { required: true })}
            {field('date', 'Date', {
              type: 'date',
              required: true,
              slotProps: { inputLabel: { shrink: true } },
            })}
            {field('start', 'Start time', {
              type: 'time',
              slotProps: { inputLabel: { shrink: true } },
              helperText:
                props.errors.start?.join(' ') ??
                `In ${props.timeZone}, the university's time zone.`,
            })}
            {field('venue', 'Venue')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={props.saving}>
            {c ? 'Save changes' : 'Add ceremony'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type {
  AdminStock,
  CatalogueCeremony,
  CountFields,
} from '../../../../domain/contract/backOfficeCatalogue'

export interface CountDialogProps {
  /** The stock being counted. */
  stock: AdminStock
  /** The ceremonies a count may be for, besides the stock's own. */
  ceremonies: readonly CatalogueCeremony[]
  /** The server's reasons for refusing the count. */
  errors: string[]
  /** The count is on its way: the buttons wait for it. */
  saving: boolean
  /** Save the count as typed. */
  onSave: (count: CountFields) => void
  /** Cancel: close without saving. */
  onClose: () => void
}

/** A count on hand, the stock's own or one ceremony's; "Not counted" clears it. */
export function CountDialog(props: CountDialogProps) {
  const s = props.stock
  const [ceremony, setCeremony] = useState(0)
  const current =
    ceremony === 0
      ? s.on_hand
      : (s.ceremony_counts.find((c) => c.ceremony_id === ceremony)?.on_hand ?? null)
  const [onHand, setOnHand] = useState(current === null ? '' : String(current))
  const valid = /^\d{1,7}$/.test(onHand)
  const ceremonyId = ceremony === 0 ? null : ceremony
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) props.onSave({ ceremony_id: ceremonyId, on_hand: Number(onHand) })
        }}
      >
        <DialogTitle>Count {s.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Stock of"
              value={ceremony}
              onChange={(e) => {
                const id = Number(e.target.value)
                setCeremony(id)
                const held =
                  id === 0
                    ? s.on_hand
                    : (s.ceremony_counts.find((c) => c.ceremony_id === id)?.on_hand ?? null)
                setOnHand(held === null ? '' : String(held))
              }}
            >
              <MenuItem value={0}>Every ceremony</MenuItem>
              {props.ceremonies.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name} ({c.date}) only
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="On hand"
              value={onHand}
              onChange={(e) => setOnHand(e.target.value.trim())}
              error={(onHand !== '' && !valid) || props.errors.length > 0}
              helperText={
                props.errors.join(' ') ||
                (onHand !== '' && !valid ? 'A whole number, 0 or more.' : 'Sales take from it.')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onSave({ ceremony_id: ceremonyId, on_hand: null })}>
            Not counted
          </Button>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.saving || !valid}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

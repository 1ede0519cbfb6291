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
  StockFields,
} from '../../../../domain/contract/backOfficeCatalogue'
import { ALL_STOCK_TYPES, CATEGORY_LABELS } from '../../../../domain/stockTypes'

export interface StockDialogProps {
  /** The stock being edited. */
  stock: AdminStock
  /** The ceremonies the stock may be sold at. */
  ceremonies: readonly CatalogueCeremony[]
  /** The server's reasons, by field. */
  errors: Record<string, string[]>
  /** The stock is on its way: the buttons wait for it. */
  saving: boolean
  /** Save the stock as edited. */
  onSave: (fields: StockFields) => void
  /** Cancel: close without saving. */
  onClose: () => void
}

/** 'Navy:#1f2a44|Gold:#d4af37' as typed, into the list the server checks by the importer's rule. */
function coloursFrom(text: string) {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.lastIndexOf(':')
      return at < 0
        ? { name: part, value: '?' }
        : { name: part.slice(0, at).trim() || '?', value: part.slice(at + 1).trim() || '?' }
    })
}

/** A stock's name, category, price, colours, address rule, ceremony and whether it is on sale. */
export function StockDialog(props: StockDialogProps) {
  const s = props.stock
  const [fields, setFields] = useState({
    type: s.type,
    name: s.name,
    price: s.price.toFixed(2),
    colours: s.colours.map((c) => `${c.name}:${c.value}`).join('|'),
    require_address: s.require_address,
    ceremony_id: s.ceremony_id,
    active: s.active,
  })
  const errorOf = (name: string) => props.errors[name]?.join(' ')
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          props.onSave({ ...fields, colours: coloursFrom(fields.colours) })
        }}
      >
        <DialogTitle>Edit {s.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              value={fields.name}
              onChange={(e) => setFields({ ...fields, name: e.target.value })}
              error={Boolean(errorOf('name'))}
              helperText={errorOf('name')}
            />
            <TextField
              select
              label="Category"
              value={fields.type}
              onChange={(e) => setFields({ ...fields, type: e.target.value })}
              error={Boolean(errorOf('type'))}
              helperText={errorOf('type')}
            >
              {ALL_STOCK_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {CATEGORY_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Price (GST inc.)"
              required
              value={fields.price}
              onChange={(e) => setFields({ ...fields, price: e.target.value })}
              error={Boolean(errorOf('price'))}
              helperText={errorOf('price') ?? 'New sales only: past orders keep what was paid.'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Colours"
              value={fields.colours}
              onChange={(e) => setFields({ ...fields, colours: e.target.value })}
              error={Boolean(errorOf('colours'))}
              helperText={errorOf('colours') ?? 'Like Navy:#1f2a44|Gold:#d4af37; empty for none.'}
            />
            <TextField
              select
              label="Sold at"
              value={fields.ceremony_id ?? 0}
              onChange={(e) => {
                const id = Number(e.target.value)
                setFields({ ...fields, ceremony_id: id === 0 ? null : id })
              }}
              error={Boolean(errorOf('ceremony_id'))}
              helperText={errorOf('ceremony_id')}
            >
              <MenuItem value={0}>Every ceremony</MenuItem>
              {props.ceremonies.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name} ({c.date})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Postal address"
              value={fields.require_address ? 'yes' : 'no'}
              onChange={(e) => setFields({ ...fields, require_address: e.target.value === 'yes' })}
            >
              <MenuItem value="yes">Required: the item is posted</MenuItem>
              <MenuItem value="no">Not needed</MenuItem>
            </TextField>
            <TextField
              select
              label="On sale"
              value={fields.active ? 'yes' : 'no'}
              onChange={(e) => setFields({ ...fields, active: e.target.value === 'yes' })}
            >
              <MenuItem value="yes">Yes: the kiosk sells it</MenuItem>
              <MenuItem value="no">No: kept for past orders, off the kiosk</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

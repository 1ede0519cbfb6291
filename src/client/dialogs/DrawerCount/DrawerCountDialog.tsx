import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import {
  countTotal,
  denominationKey,
  DENOMINATIONS,
  isNote,
  type DrawerCounts,
} from '../../../domain/drawer/denominations'
import { formatMoney, type Cents } from '../../../domain/sale/money'
import { CountRow } from './CountRow'

export interface DrawerCountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The count so far, when coming back to it from the PIN. */
  initial: DrawerCounts | null
  /** The count was entered and confirmed. */
  onSubmit: (counts: DrawerCounts) => void
  /** Closed without a count. */
  onCancel: () => void
}

const nameOf = (cents: Cents) =>
  cents >= 100 ? `$${cents / 100} ${isNote(cents) ? 'notes' : 'coins'}` : `${cents}c coins`

function Column({
  title,
  denominations,
  counts,
  onChange,
}: {
  title: string
  denominations: readonly Cents[]
  counts: DrawerCounts
  onChange: (key: string, pieces: number) => void
}) {
  return (
    <Box role="group" aria-label={title} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {denominations.map((cents) => {
        const key = denominationKey(cents)
        return (
          <CountRow
            key={key}
            name={nameOf(cents)}
            cents={cents}
            pieces={counts[key] ?? 0}
            onChange={(pieces) => onChange(key, pieces)}
          />
        )
      })}
    </Box>
  )
}

function CountForm({ initial, onSubmit, onCancel }: Omit<DrawerCountDialogProps, 'open'>) {
  const [counts, setCounts] = useState<DrawerCounts>(initial ?? {})
  const change = (key: string, pieces: number) => setCounts((c) => ({ ...c, [key]: pieces }))
  return (
    <>
      <DialogTitle id="count-title">Count the drawer</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Column
          title="Notes"
          denominations={DENOMINATIONS.filter(isNote)}
          counts={counts}
          onChange={change}
        />
        <Column
          title="Coins"
          denominations={DENOMINATIONS.filter((c) => !isNote(c))}
          counts={counts}
          onChange={change}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Typography variant="h5" component="p" sx={{ flexGrow: 1 }} aria-live="polite">
          Counted <span aria-label="Counted total">{formatMoney(countTotal(counts))}</span>
        </Typography>
        <Button variant="outlined" onClick={onCancel}>
          Cancel and go back
        </Button>
        <Button size="large" onClick={() => onSubmit(counts)}>
          Count done
        </Button>
      </DialogActions>
    </>
  )
}

/**
 * The count at closing, note by note and coin by coin, with the running total. What the drawer
 * should hold is not shown until the count is in, so the count is not steered towards it.
 */
export function DrawerCountDialog({ open, ...props }: DrawerCountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={props.onCancel}
      aria-labelledby="count-title"
      maxWidth="md"
      fullWidth
    >
      {open && <CountForm {...props} />}
    </Dialog>
  )
}

import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { TakingsReport } from '../../../domain/contract/report'
import { formatDate } from '../../../domain/dates'

export type ScopeChoice = { ceremony: number } | { from: string; to: string }

export interface ScopePickerProps {
  ceremonies: TakingsReport['ceremonies']
  scope: TakingsReport['scope']
  onScope: (choice: ScopeChoice) => void
}

/** A ceremony, or a range of days: what the report covers. */
export function ScopePicker({ ceremonies, scope, onScope }: ScopePickerProps) {
  const [from, setFrom] = useState(scope.from ?? scope.ceremony?.date ?? '')
  const [to, setTo] = useState(scope.to ?? scope.ceremony?.date ?? '')
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', displayPrint: 'none' }}
    >
      <TextField
        select
        label="Ceremony"
        value={scope.ceremony ? String(scope.ceremony.id) : ''}
        onChange={(event) => onScope({ ceremony: Number(event.target.value) })}
        sx={{ minWidth: 320 }}
      >
        {ceremonies.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name} · {formatDate(c.date)}
          </MenuItem>
        ))}
      </TextField>
      <span>or</span>
      <TextField
        type="date"
        label="From"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="outlined" disabled={!from || !to} onClick={() => onScope({ from, to })}>
        Show these days
      </Button>
    </Box>
  )
}

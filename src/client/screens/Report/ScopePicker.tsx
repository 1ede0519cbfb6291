import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import dayjs, { type Dayjs } from 'dayjs'
import type { TakingsReport } from '../../../domain/contract/report'
import { formatDate } from '../../../domain/dates'

/** A day as the report's address carries it (YYYY-MM-DD), '' while the field is not a date. */
const isoOf = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : '')
const dayOf = (iso: string) => (iso ? dayjs(iso) : null)

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
      <DatePicker label="From" value={dayOf(from)} onChange={(value) => setFrom(isoOf(value))} />
      <DatePicker label="To" value={dayOf(to)} onChange={(value) => setTo(isoOf(value))} />
      <Button variant="outlined" disabled={!from || !to} onClick={() => onScope({ from, to })}>
        Show these days
      </Button>
    </Box>
  )
}

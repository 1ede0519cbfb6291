import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { SearchType } from '../../../domain/contract/search'

export interface SearchForm {
  keyword: string
  type: SearchType
  /** Include web pre-orders. */
  pre: boolean
  /** Include orders taken at the kiosk. */
  pos: boolean
}

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  orderid: 'Order ID',
  studentid: 'Student ID',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
}

export function SearchPanel({
  initialSearch,
  onSearch,
  disabled,
}: {
  initialSearch: SearchForm
  onSearch: (s: SearchForm) => void
  disabled?: boolean
}) {
  const [form, setForm] = useState(initialSearch)
  const change = (next: Partial<SearchForm>) => setForm((current) => ({ ...current, ...next }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.keyword.trim()) onSearch({ ...form, keyword: form.keyword.trim() })
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="Find orders"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}
    >
      <TextField
        label="Keyword"
        value={form.keyword}
        // A shared kiosk starts every search afresh: the last person's keyword goes on focus.
        onFocus={() => change({ keyword: '' })}
        onChange={(event) => change({ keyword: event.target.value })}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        select
        label="Search type"
        value={form.type}
        onChange={(event) => change({ type: event.target.value as SearchType })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="" disabled>
          -- Select a search type --
        </MenuItem>
        {(Object.keys(SEARCH_TYPE_LABELS) as SearchType[]).map((type) => (
          <MenuItem key={type} value={type}>
            {SEARCH_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox checked={form.pre} onChange={(e) => change({ pre: e.target.checked })} />
          }
          label="Pre-order"
        />
        <FormControlLabel
          control={
            <Checkbox checked={form.pos} onChange={(e) => change({ pos: e.target.checked })} />
          }
          label="POS order"
        />
      </Box>
      <Button type="submit" size="large" disabled={disabled || !form.keyword.trim()}>
        Search
      </Button>
    </Box>
  )
}

import { useState, type FormEvent, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { visuallyHidden } from '@mui/utils'
import Typography from '@mui/material/Typography'
import type { Order } from '../../../domain/contract/entities'
import type { SearchType } from '../../../domain/contract/requests'
import { formatDayDate } from '../../../domain/dates'
import { MESSAGES } from '../../../domain/messages'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'

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

export interface LookupScreenProps {
  initialSearch: SearchForm
  /** null until the first search. */
  results: readonly DeepReadonly<Order>[] | null
  loading?: boolean
  error?: string | null
  selectedOrderId?: number | null
  /** The right-hand panel: the chosen order's details. */
  details: ReactNode
  onSearch: (search: SearchForm) => void
  onSeeOrder: (orderId: number) => void
  onClose: () => void
}

function SearchPanel({
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
      sx={{ display: 'grid', gap: 2 }}
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
          label="Pre-Order"
        />
        <FormControlLabel
          control={
            <Checkbox checked={form.pos} onChange={(e) => change({ pos: e.target.checked })} />
          }
          label="Pos-Order"
        />
      </Box>
      <Button type="submit" size="large" disabled={disabled || !form.keyword.trim()}>
        Search
      </Button>
    </Box>
  )
}

function Results({
  results,
  loading,
  error,
  selectedOrderId,
  onSeeOrder,
}: Pick<LookupScreenProps, 'results' | 'loading' | 'error' | 'selectedOrderId' | 'onSeeOrder'>) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>Searching orders…</Typography>
      </Box>
    )
  }
  if (error) return <Alert severity="error">{error}</Alert>
  if (results === null)
    return (
      <Typography color="text.secondary">
        Search by order ID, student ID, name, phone or email.
      </Typography>
    )
  if (results.length === 0)
    return <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noOrders}</Typography>
  return (
    <TableContainer>
      <Table aria-label="Orders found" size="small" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Customer Name</TableCell>
            <TableCell>Customer ID</TableCell>
            <TableCell>Ceremony Date</TableCell>
            <TableCell>Order ID</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((order) => {
            const selected = order.id === selectedOrderId
            return (
              <TableRow
                key={order.id}
                selected={selected}
                aria-current={selected ? 'true' : undefined}
              >
                <TableCell>
                  {order.name} {order.lastname}
                </TableCell>
                <TableCell>{order.customer?.student_id ?? '–'}</TableCell>
                <TableCell>{order.ceremony ? formatDayDate(order.ceremony.date) : '–'}</TableCell>
                <TableCell>{displayOrderNumber(order.id)}</TableCell>
                <TableCell align="right">
                  <Button
                    variant={selected ? 'contained' : 'outlined'}
                    onClick={() => onSeeOrder(order.id)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    SEE ORDER
                  </Button>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** Customer / Order Lookup (product-spec §2.15): the search and its results left, the order right. */
export function LookupScreen(props: LookupScreenProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        p: { xs: 2, md: 3 },
        bgcolor: 'background.default',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        '& > *': { minWidth: 0 },
        alignItems: 'start',
      }}
    >
      <Paper
        component="section"
        aria-labelledby="customer-lookup-title"
        sx={{ p: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Typography id="customer-lookup-title" variant="h2" component="h1">
            Customer Lookup
          </Typography>
          <Button variant="outlined" onClick={props.onClose}>
            Close
          </Button>
        </Box>
        <SearchPanel
          initialSearch={props.initialSearch}
          onSearch={props.onSearch}
          disabled={props.loading}
        />
        <Box aria-live="polite" aria-busy={props.loading ? 'true' : 'false'}>
          <Results {...props} />
        </Box>
      </Paper>
      {props.details}
    </Box>
  )
}

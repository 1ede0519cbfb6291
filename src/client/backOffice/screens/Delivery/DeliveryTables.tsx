import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import type {
  DeliveryState,
  PushDelivery,
  ReceiptDelivery,
} from '../../../../domain/contract/backOfficeDelivery'
import dayjs from 'dayjs'
import { formatDate, wallClockIn } from '../../../../domain/dates'

// Waiting is the normal course of a retry; only a given-up row is drawn in the error colour.
const STATE: Record<DeliveryState, { label: string; color: 'default' | 'error' }> = {
  waiting: { label: 'Waiting', color: 'default' },
  sending: { label: 'Sending now', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
}

/** In the university's time zone, whatever the browser's. */
const when = (iso: string, zone: string | null) => {
  const local = wallClockIn(iso, zone)
  return `${formatDate(local)} ${dayjs(local).format('HH:mm')}`
}

function StateCell({ row, zone }: { row: ReceiptDelivery | PushDelivery; zone: string | null }) {
  const state = STATE[row.state]
  return (
    <TableCell>
      <Chip size="small" variant="outlined" label={state.label} color={state.color} />
      <Typography variant="body2" color="text.secondary">
        {row.attempts === 1 ? '1 try' : `${row.attempts} tries`}
        {row.next_attempt_at &&
          `, next at ${dayjs(wallClockIn(row.next_attempt_at, zone)).format('HH:mm:ss')}`}
      </Typography>
    </TableCell>
  )
}

/** The sentence a manager acts on, and below it, small, what the other system said. */
function ErrorCell({ row }: { row: ReceiptDelivery | PushDelivery }) {
  return (
    <TableCell sx={{ maxWidth: 420 }}>
      <Typography variant="body2">{row.error ?? '—'}</Typography>
      {row.raw_error && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {row.raw_error}
        </Typography>
      )}
    </TableCell>
  )
}

const Actions = () => (
  <TableCell>
    <Box component="span" sx={visuallyHidden}>
      Actions
    </Box>
  </TableCell>
)

function OrderCell({ row, zone }: { row: ReceiptDelivery | PushDelivery; zone: string | null }) {
  return (
    <TableCell>
      <Typography variant="body2">{row.order_number ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {when(row.queued_at, zone)}
      </Typography>
    </TableCell>
  )
}

export interface ReceiptTableProps {
  /** The receipts that failed or are waiting to be sent again. */
  receipts: ReceiptDelivery[]
  /** A retry or a resend on its way: the buttons wait for it. */
  busy: boolean
  /** The university's time zone, the one every time is shown in. */
  timeZone: string | null
  /** Retry: send the receipt again to the same address. */
  onRetry: (row: ReceiptDelivery) => void
  /** Resend: open the dialog to send it to another address. */
  onResend: (row: ReceiptDelivery) => void
}

/** The receipts not delivered: to whom, for which order, its state, why, and Retry or Resend. */
export function ReceiptTable(props: ReceiptTableProps) {
  return (
    <Table aria-label="Receipts" sx={{ bgcolor: 'background.paper' }}>
      <TableHead>
        <TableRow>
          <TableCell>Order</TableCell>
          <TableCell>What</TableCell>
          <TableCell>To</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Last error</TableCell>
          <Actions />
        </TableRow>
      </TableHead>
      <TableBody>
        {props.receipts.map((row) => (
          <TableRow key={row.id}>
            <OrderCell row={row} zone={props.timeZone} />
            <TableCell>{row.what}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.to}</TableCell>
            <StateCell row={row} zone={props.timeZone} />
            <ErrorCell row={row} />
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button
                variant="text"
                disabled={props.busy || row.state === 'sending'}
                aria-label={`Retry the receipt to ${row.to}`}
                onClick={() => props.onRetry(row)}
              >
                Retry
              </Button>
              <Button
                variant="text"
                disabled={props.busy || row.state === 'sending'}
                aria-label={`Resend the receipt to ${row.to} to another address`}
                onClick={() => props.onResend(row)}
              >
                Resend
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export interface PushTableProps {
  /** The pushes to the ordering system that failed or are waiting to be sent again. */
  pushes: PushDelivery[]
  /** A retry on its way: the buttons wait for it. */
  busy: boolean
  /** The university's time zone, the one every time is shown in. */
  timeZone: string | null
  /** Retry: send the push again. */
  onRetry: (row: PushDelivery) => void
}

/** The ordering-system pushes not delivered: what, for which order, its state, why, and Retry. */
export function PushTable(props: PushTableProps) {
  return (
    <Table aria-label="Ordering system" sx={{ bgcolor: 'background.paper' }}>
      <TableHead>
        <TableRow>
          <TableCell>Order</TableCell>
          <TableCell>What</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Last error</TableCell>
          <Actions />
        </TableRow>
      </TableHead>
      <TableBody>
        {props.pushes.map((row) => (
          <TableRow key={row.id}>
            <OrderCell row={row} zone={props.timeZone} />
            <TableCell>{row.what}</TableCell>
            <StateCell row={row} zone={props.timeZone} />
            <ErrorCell row={row} />
            <TableCell>
              <Button
                variant="text"
                disabled={props.busy || row.state === 'sending'}
                aria-label={`Retry ${row.what.toLowerCase()} ${row.order_number ?? ''}`.trim()}
                onClick={() => props.onRetry(row)}
              >
                Retry
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

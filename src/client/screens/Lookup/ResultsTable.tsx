import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import type { Order } from '../../../domain/contract/order'
import { formatDayDate } from '../../../domain/dates'
import { MESSAGES } from '../../../domain/messages'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'

export interface ResultsProps {
  /** null until the first search. */
  results: readonly DeepReadonly<Order>[] | null
  /** True while a search runs. */
  loading?: boolean
  /** Why the last search failed, in place of the results. */
  error?: string | null
  /** The order whose details are open, marked in the table. */
  selectedOrderId?: number | null
  /** The server may hold more orders than those shown (older ones): MORE fetches the next page. */
  hasMore?: boolean
  /** True while MORE fetches the next page. */
  loadingMore?: boolean
  /** SEE ORDER was tapped on a row. */
  onSeeOrder: (orderId: number) => void
  /** MORE was tapped. */
  onMore?: () => void
}

function Searching({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  )
}

function Row({
  order,
  selected,
  onSeeOrder,
}: {
  order: DeepReadonly<Order>
  selected: boolean
  onSeeOrder: (orderId: number) => void
}) {
  return (
    <TableRow selected={selected} aria-current={selected ? 'true' : undefined}>
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
}

/** The orders found, newest first, with MORE below them while older ones remain. */
export function ResultsTable(props: ResultsProps) {
  const { results } = props
  if (props.loading) return <Searching text="Searching orders…" />
  if (props.error) return <Alert severity="error">{props.error}</Alert>
  if (results === null)
    return (
      <Typography color="text.secondary">
        Search by order ID, student ID, name, phone or email.
      </Typography>
    )
  if (results.length === 0)
    return <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noOrders}</Typography>
  return (
    <>
      <Table aria-label="Orders found" size="small" stickyHeader sx={{ '& th, & td': { px: 1 } }}>
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
          {results.map((order) => (
            <Row
              key={order.id}
              order={order}
              selected={order.id === props.selectedOrderId}
              onSeeOrder={props.onSeeOrder}
            />
          ))}
        </TableBody>
      </Table>
      {props.loadingMore ? (
        <Searching text="Loading more orders…" />
      ) : (
        props.hasMore && (
          <Button variant="outlined" fullWidth sx={{ mt: 1.5 }} onClick={props.onMore}>
            More results
          </Button>
        )
      )}
    </>
  )
}

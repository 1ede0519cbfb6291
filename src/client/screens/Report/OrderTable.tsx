import Link from '@mui/material/Link'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import dayjs from 'dayjs'
import type { TakingsReport } from '../../../domain/contract/report'
import { money } from './reportFormat'
import { Section } from './Section'
import { SimpleTable } from './SimpleTable'

export interface OrderTableProps {
  orders: TakingsReport['orders']
  onPage: (page: number) => void
  lookupHref: (orderNumber: string) => string
}

/** The scope's orders, newest first, a page at a time; each opens in the kiosk's lookup. */
export function OrderTable({ orders, onPage, lookupHref }: OrderTableProps) {
  return (
    <Section id="orders-title" title={`Orders (${orders.total})`}>
      <SimpleTable
        label="Orders"
        rowKey={(r) => r.id}
        rows={orders.list}
        empty="No orders."
        columns={[
          {
            label: 'Order',
            cell: (r) => (
              <>
                <Link href={lookupHref(r.order_number)}>{r.order_number}</Link>
                {r.offline_number && (
                  <Typography variant="caption" component="div">
                    Sold offline ({r.offline_number})
                  </Typography>
                )}
              </>
            ),
          },
          { label: 'Time', cell: (r) => dayjs(r.created_at).format('DD/MM HH:mm') },
          { label: 'Customer', cell: (r) => r.customer },
          { label: 'Payment', cell: (r) => (r.payment === 'Cash' ? 'Cash' : 'EFTPOS') },
          { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
          { label: 'Operator', cell: (r) => r.operator },
          { label: 'Reference', cell: (r) => r.reference ?? '–' },
        ]}
      />
      {orders.total > orders.page_size && (
        <TablePagination
          component="div"
          count={orders.total}
          page={orders.page - 1}
          rowsPerPage={orders.page_size}
          rowsPerPageOptions={[]}
          onPageChange={(_event, page) => onPage(page + 1)}
        />
      )}
    </Section>
  )
}

import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import type { TakingsReport } from '../../../domain/contract/report'
import { ResendMailDialog } from '../../dialogs/ResendMail/ResendMailDialog'
import { dateTime } from '../Drawer/drawerFormat'
import { ageText, money } from './reportFormat'
import { SimpleTable } from './SimpleTable'

export interface ExceptionActions {
  /** Push now was tapped on an order the ordering system has not taken (its id). */
  onPushNow: (orderId: number) => void
  /** A receipt that did not go out is sent again, to this address. */
  onResend: (mailId: number, to: string) => void
  /** The lookup's address for an order number, linked from the exceptions. */
  lookupHref: (orderNumber: string) => string
}

export const exceptionCount = (r: TakingsReport) =>
  r.pending_ges.length +
  r.failed_mail.length +
  r.no_reference.length +
  (r.sold_beyond_count?.length ?? 0) +
  (r.terminal_exceptions?.length ?? 0)

/** What staff must act on before closing: shown first, and only when there is something. */
export function ExceptionsPanel({
  report,
  ...actions
}: { report: TakingsReport } & ExceptionActions) {
  const [resending, setResending] = useState<{ id: number; to: string } | null>(null)
  if (exceptionCount(report) === 0) return null
  const orderLink = (number: string | null) =>
    number ? <Link href={actions.lookupHref(number)}>{number}</Link> : '–'
  return (
    <Box component="section" aria-label="Needs attention" sx={{ display: 'grid', gap: 2 }}>
      {report.pending_ges.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>Not yet in the ordering system</AlertTitle>
          <SimpleTable
            label="Orders not yet in the ordering system"
            rowKey={(r) => r.order_id}
            rows={report.pending_ges}
            columns={[
              { label: 'Order', cell: (r) => orderLink(r.order_number) },
              { label: 'Waiting', cell: (r) => ageText(r.age_seconds) },
              {
                label: 'Last error',
                cell: (r) => r.last_error ?? (r.status === 'failed' ? 'Refused' : 'Not tried yet'),
              },
              {
                label: 'Action',
                cell: (r) => (
                  <Button size="small" onClick={() => actions.onPushNow(r.order_id)}>
                    Push now
                  </Button>
                ),
              },
            ]}
          />
        </Alert>
      )}
      {report.failed_mail.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Receipts that failed</AlertTitle>
          <SimpleTable
            label="Receipts that failed"
            rowKey={(r) => r.id}
            rows={report.failed_mail}
            columns={[
              { label: 'Order', cell: (r) => orderLink(r.order_number) },
              { label: 'To', cell: (r) => r.to },
              { label: 'Error', cell: (r) => r.error ?? '' },
              {
                label: 'Action',
                cell: (r) => (
                  <Button size="small" onClick={() => setResending({ id: r.id, to: r.to })}>
                    Resend
                  </Button>
                ),
              },
            ]}
          />
        </Alert>
      )}
      {report.no_reference.length > 0 && (
        <Alert severity="info">
          <AlertTitle>Orders without a reference</AlertTitle>
          {report.no_reference.map((r, index) => (
            <span key={r.order_id}>
              {index > 0 && ', '}
              {orderLink(r.order_number)}
            </span>
          ))}
        </Alert>
      )}
      {(report.sold_beyond_count?.length ?? 0) > 0 && (
        <Alert severity="warning">
          <AlertTitle>Sold beyond the count</AlertTitle>
          <SimpleTable
            label="Sales beyond the stock count"
            rowKey={(r) => r.order_id}
            rows={report.sold_beyond_count ?? []}
            columns={[
              { label: 'Order', cell: (r) => orderLink(r.order_number) },
              { label: 'Items', cell: (r) => r.items.join('; ') },
              { label: 'How', cell: (r) => (r.offline ? 'Offline' : 'Confirmed at the counter') },
            ]}
          />
        </Alert>
      )}
      {(report.terminal_exceptions?.length ?? 0) > 0 && (
        <Alert severity="error">
          <AlertTitle>Card payments to check</AlertTitle>
          <SimpleTable
            label="Card payments the terminals and orders disagree about"
            rowKey={(r) => r.attempt_id ?? `order-${r.order_id}`}
            rows={report.terminal_exceptions ?? []}
            columns={[
              { label: 'When', cell: (r) => dateTime(r.at) },
              { label: 'Terminal', cell: (r) => r.terminal ?? '–' },
              { label: 'Card', cell: (r) => r.card ?? '–' },
              { label: 'Receipt', cell: (r) => r.receipt ?? '–' },
              { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
              { label: 'Order', cell: (r) => orderLink(r.order_number) },
              { label: 'What to do', cell: (r) => r.message },
            ]}
          />
        </Alert>
      )}
      <ResendMailDialog
        to={resending?.to ?? null}
        onCancel={() => setResending(null)}
        onSend={(to) => {
          if (resending) actions.onResend(resending.id, to)
          setResending(null)
        }}
      />
    </Box>
  )
}

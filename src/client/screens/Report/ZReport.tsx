import GlobalStyles from '@mui/material/GlobalStyles'
import Box from '@mui/material/Box'
import dayjs from 'dayjs'
import type { TakingsReport } from '../../../domain/contract/report'
import { formatDate } from '../../../domain/dates'
import { exceptionCount } from './ExceptionsPanel'
import { money } from './reportFormat'
import { Block } from './ZBlock'
import { ZDrawers } from './ZDrawers'
import { ZGivenBack } from './ZGivenBack'

export type Paper = 'a4' | '80mm'

/** The printer's page: A4 with margins, or a receipt roll 80 mm wide (72 mm printable). */
const PAGE = {
  a4: { rule: '@page { size: A4; margin: 15mm; }', width: '180mm', font: '11pt' },
  '80mm': { rule: '@page { size: 80mm auto; margin: 4mm; }', width: '72mm', font: '9pt' },
} as const

export function scopeTitle(report: TakingsReport): string {
  const { ceremony, from, to } = report.scope
  if (ceremony) return `${ceremony.name}, ${formatDate(ceremony.date)}`
  if (from && to) return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`
  return 'No ceremony'
}

/** The close-out the drawer is counted against, laid out for the chosen paper. */
export function ZReport({ report, paper }: { report: TakingsReport; paper: Paper }) {
  const page = PAGE[paper]
  const t = report.totals
  return (
    <Box
      component="article"
      aria-label="Z-report"
      sx={{
        width: page.width,
        fontSize: page.font,
        fontFamily: 'monospace',
        color: '#000',
        bgcolor: '#fff',
        p: '4mm',
      }}
    >
      <GlobalStyles styles={page.rule} />
      <Box component="h2" sx={{ fontSize: '1.3em', m: 0 }}>
        Z-report · {report.university}
      </Box>
      <p style={{ margin: '0.3em 0 1em' }}>
        {scopeTitle(report)}
        <br />
        Printed {dayjs(report.generated_at).format('DD/MM/YYYY HH:mm')} by {report.manager}
      </p>
      <Block
        title="Totals"
        rows={[
          ['Orders', t.orders],
          ['Items', t.items],
          ['Gross takings', money(t.gross)],
          ['GST included', money(t.gst)],
          ['Net of GST', money(t.net)],
        ]}
      />
      <Block
        title="By payment"
        rows={report.by_payment.map((p) => [
          p.type === 'Cash' ? 'Cash' : 'EFTPOS',
          money(p.amount),
        ])}
      />
      <Block
        title="Cash drawer"
        rows={[
          ['Cash tendered', money(t.cash_tendered)],
          ['Change given', money(t.change_given)],
        ]}
      />
      <ZDrawers drawers={report.drawers} />
      {(report.terminals?.length ?? 0) > 0 && (
        <Block
          title="EFTPOS by card terminal"
          rows={(report.terminals ?? []).map((t) => [
            t.terminal,
            `${t.payments} · ${money(t.amount)}`,
          ])}
        />
      )}
      <Block title="By operator" rows={report.by_operator.map((o) => [o.name, money(o.amount)])} />
      <ZGivenBack report={report} />
      <Block
        title="Upgrades and exceptions"
        rows={[
          ['Upgrades', `${report.upgrades.count} · ${money(report.upgrades.amount)}`],
          ['Not in the ordering system', report.pending_ges.length],
          ['Receipts failed', report.failed_mail.length],
          ['Without a reference', report.no_reference.length],
          ['Sold beyond the count', report.sold_beyond_count?.length ?? 0],
          ['Card payments to check', report.terminal_exceptions?.length ?? 0],
          ['Exceptions in all', exceptionCount(report)],
        ]}
      />
    </Box>
  )
}

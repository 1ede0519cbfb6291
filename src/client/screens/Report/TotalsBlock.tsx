import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TakingsReport } from '../../../domain/contract/report'
import { money } from './reportFormat'
import { Section } from './Section'

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const id = `figure-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={id}>
        {label}
      </Typography>
      <Typography
        aria-labelledby={id}
        sx={{ fontSize: strong ? '2rem' : '1.5rem', fontWeight: 700 }}
      >
        {value}
      </Typography>
    </Box>
  )
}

/** What was taken, what was given back, and how much the drawer and the terminal must each show. */
export function TotalsBlock({ report }: { report: TakingsReport }) {
  const { totals } = report
  return (
    <Section id="totals-title" title="Takings">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        <Figure label="Gross takings" value={money(totals.gross)} strong />
        <Figure label="GST included" value={money(totals.gst)} />
        <Figure label="Net of GST" value={money(totals.net)} />
        <Figure label="Orders" value={String(totals.orders)} />
        <Figure label="Items" value={String(totals.items)} />
        {/* Given back, already taken out of the figures above: said here so the drawer adds up. */}
        <Figure label="Voids" value={money(report.voids.amount)} />
        <Figure label="Refunds" value={money(report.refunds.amount)} />
        {report.by_payment.map((p) => (
          <Figure
            key={p.type}
            label={p.type === 'Cash' ? 'Cash' : 'EFTPOS'}
            value={money(p.amount)}
            strong
          />
        ))}
        <Figure label="Cash tendered" value={money(totals.cash_tendered)} />
        <Figure label="Change given" value={money(totals.change_given)} />
      </Box>
    </Section>
  )
}

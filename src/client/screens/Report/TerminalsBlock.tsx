import type { TakingsReport } from '../../../domain/contract/report'
import { money } from './reportFormat'
import { Section } from './Section'
import { SimpleTable } from './SimpleTable'

type TerminalRow = NonNullable<TakingsReport['terminals']>[number]

/** EFTPOS by card terminal: what each terminal took and gave back, to match its own totals. */
export function TerminalsBlock({ terminals }: { terminals: TerminalRow[] }) {
  return (
    <Section id="terminals-title" title="EFTPOS by card terminal">
      <SimpleTable
        label="EFTPOS by card terminal"
        rowKey={(r) => r.terminal}
        rows={terminals}
        columns={[
          { label: 'Terminal', cell: (r) => r.terminal },
          { label: 'Payments', cell: (r) => r.payments, numeric: true },
          { label: 'Refunds', cell: (r) => r.refunds, numeric: true },
          { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
        ]}
      />
    </Section>
  )
}

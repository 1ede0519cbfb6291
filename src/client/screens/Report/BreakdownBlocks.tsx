import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TakingsReport } from '../../../domain/contract/report'
import { money } from './reportFormat'
import { Section } from './Section'
import { SimpleTable } from './SimpleTable'

const payName = (type: string) => (type === 'Cash' ? 'Cash' : 'EFTPOS')

export function PaymentBlock({ report }: { report: TakingsReport }) {
  return (
    <Section id="payment-title" title="By payment">
      <SimpleTable
        label="Takings by payment"
        rowKey={(r) => r.type}
        rows={report.by_payment}
        columns={[
          { label: 'Payment', cell: (r) => payName(r.type) },
          { label: 'Orders', cell: (r) => r.orders, numeric: true },
          { label: 'Upgrades', cell: (r) => r.upgrades, numeric: true },
          { label: 'Voids', cell: (r) => r.voids, numeric: true },
          { label: 'Refunds', cell: (r) => r.refunds, numeric: true },
          { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
        ]}
      />
    </Section>
  )
}

export function OperatorBlock({ report }: { report: TakingsReport }) {
  return (
    <Section id="operator-title" title="By operator">
      <SimpleTable
        label="Takings by operator"
        rowKey={(r) => r.operator_id}
        rows={report.by_operator}
        empty="No sales."
        columns={[
          { label: 'Operator', cell: (r) => r.name },
          { label: 'Orders', cell: (r) => r.orders, numeric: true },
          { label: 'Upgrades', cell: (r) => r.upgrades, numeric: true },
          { label: 'Voids', cell: (r) => r.voids, numeric: true },
          { label: 'Refunds', cell: (r) => r.refunds, numeric: true },
          { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
        ]}
      />
    </Section>
  )
}

export function StockBlock({ report }: { report: TakingsReport }) {
  return (
    <Section id="stock-title" title="By product">
      <SimpleTable
        label="Takings by product"
        rowKey={(r) => r.stock_id}
        rows={report.by_stock}
        empty="Nothing sold."
        columns={[
          { label: 'Product', cell: (r) => r.name },
          { label: 'Qty', cell: (r) => r.qty, numeric: true },
          { label: 'Takings', cell: (r) => money(r.amount), numeric: true },
        ]}
      />
    </Section>
  )
}

/** Upgrades taken, and the items still to be handed over. */
export function UpgradesBlock({ report }: { report: TakingsReport }) {
  const { upgrades, items } = report
  return (
    <Section id="upgrades-title" title="Upgrades and items">
      <Typography>
        {upgrades.count} upgrade{upgrades.count === 1 ? '' : 's'}, {money(upgrades.amount)} taken
        {upgrades.by_payment
          .filter((p) => p.count)
          .map((p) => ` · ${payName(p.type)} ${money(p.amount)}`)
          .join('')}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Typography>
          Items redeemed: <strong>{items.redeemed}</strong> · still to collect:{' '}
          <strong>{items.open}</strong>
        </Typography>
      </Box>
    </Section>
  )
}

type GivenBack = TakingsReport['voids']

const givenBackBy = (row: GivenBack, type: 'Cash' | 'Eftpos') =>
  money(row.by_payment.find((p) => p.type === type)?.amount ?? 0)

/** Money given back, each kind its own line: how many, how much, and by which payment. */
export function GivenBackBlock({ report }: { report: TakingsReport }) {
  const rows = [
    { kind: 'Voids', ...report.voids },
    { kind: 'Refunds', ...report.refunds },
  ]
  return (
    <Section id="given-back-title" title="Voids and refunds">
      <SimpleTable
        label="Money given back"
        rowKey={(r) => r.kind}
        rows={rows}
        columns={[
          { label: 'Given back', cell: (r) => r.kind },
          { label: 'Count', cell: (r) => r.count, numeric: true },
          { label: 'Amount', cell: (r) => money(r.amount), numeric: true },
          { label: 'Cash', cell: (r) => givenBackBy(r, 'Cash'), numeric: true },
          { label: 'EFTPOS', cell: (r) => givenBackBy(r, 'Eftpos'), numeric: true },
        ]}
      />
    </Section>
  )
}

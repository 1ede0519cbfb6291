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

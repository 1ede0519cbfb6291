import type { ReportDrawer } from '../../../domain/contract/drawer'
import type { TakingsReport } from '../../../domain/contract/report'
import { toCents } from '../../../domain/sale/money'
import { dateTime, varianceText } from '../Drawer/drawerFormat'
import { money } from './reportFormat'
import { Section } from './Section'
import { SimpleTable } from './SimpleTable'

const counted = (d: ReportDrawer, shown: string) => (d.closed_at ? shown : 'still open')

/** The kiosks' cash drawers: what each should have held, what was counted, and the difference. */
export function DrawersBlock({ report }: { report: TakingsReport }) {
  return (
    <Section id="drawers-title" title="Cash drawers">
      <SimpleTable
        label="Cash drawers"
        rowKey={(d) => d.id}
        rows={report.drawers}
        empty="No cash drawer was opened."
        columns={[
          { label: 'Kiosk', cell: (d) => d.kiosk },
          { label: 'Opened', cell: (d) => `${d.opened_by}, ${dateTime(d.opened_at)}` },
          { label: 'Float', cell: (d) => money(d.float), numeric: true },
          { label: 'Cash in', cell: (d) => money(d.cash_in), numeric: true },
          { label: 'Cash out', cell: (d) => money(d.cash_out), numeric: true },
          { label: 'Expected', cell: (d) => money(d.expected), numeric: true },
          { label: 'Counted', cell: (d) => counted(d, money(d.counted ?? 0)), numeric: true },
          {
            label: 'Variance',
            cell: (d) => counted(d, varianceText(toCents(d.variance ?? 0))),
            numeric: true,
          },
          { label: 'Counted by', cell: (d) => d.counted_by ?? '' },
          { label: 'Closed', cell: (d) => (d.closed_at ? dateTime(d.closed_at) : '') },
        ]}
      />
    </Section>
  )
}

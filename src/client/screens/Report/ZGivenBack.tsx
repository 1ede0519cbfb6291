import Box from '@mui/material/Box'
import type { TakingsReport } from '../../../domain/contract/report'
import { money } from './reportFormat'

type GivenBack = TakingsReport['voids']

const line = (row: GivenBack) => `${row.count} · ${money(row.amount)}`

/** What went back by one payment, voids and refunds together: what the drawer or terminal paid out. */
function paidOutBy(report: TakingsReport, type: 'Cash' | 'Eftpos') {
  const by = (row: GivenBack) => row.by_payment.find((p) => p.type === type)?.amount ?? 0
  return money(by(report.voids) + by(report.refunds))
}

/**
 * The Z report's voids and refunds, laid out like its other blocks. Its own file, so the close-out
 * takes it with one line.
 */
export function ZGivenBack({ report }: { report: TakingsReport }) {
  const rows: [string, string][] = [
    ['Voids', line(report.voids)],
    ['Refunds', line(report.refunds)],
    ['Given back in cash', paidOutBy(report, 'Cash')],
    ['Given back by EFTPOS', paidOutBy(report, 'Eftpos')],
  ]
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: '1em' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, borderBottom: '1px solid' }}>
        Voids and refunds
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <Box component="tr" key={label}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400, pr: 1 }}>
              {label}
            </Box>
            <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  )
}

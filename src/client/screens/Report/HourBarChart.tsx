import { BarChart } from '@mui/x-charts/BarChart'
import type { TakingsReport } from '../../../domain/contract/report'
import { hourLabel, money } from './reportFormat'

/** Loaded on demand (see HourChart): the chart library stays out of the first bundle. */
export default function HourBarChart({ hours }: { hours: TakingsReport['by_hour'] }) {
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: hours.map((h) => hourLabel(h.hour)) }]}
      series={[
        {
          data: hours.map((h) => h.amount),
          label: 'Takings',
          valueFormatter: (value) => (value === null ? '' : money(value)),
        },
      ]}
    />
  )
}

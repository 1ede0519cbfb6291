import { ms, percentile, printTable, type Figure } from '../bench/table'
import type { Latency } from './ledger'

export interface DayFigures {
  sales: number
  sellingMs: number
  latencies: Latency[]
  /** From the last fault on each path to everything queued before it delivered (ms). */
  receiptRecoveryMs: number | null
  pushRecoveryMs: number | null
  /** From the day's end (drawers closed) to the last receipt and push delivered (ms). */
  receiptDrainMs: number
  pushDrainMs: number
}

const spread = (values: number[]) =>
  values.length
    ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(percentile(values, 99))} (${values.length})`
    : 'none'

const seconds = (value: number | null) =>
  value === null
    ? 'nothing waited'
    : Number.isFinite(value)
      ? `${(value / 1000).toFixed(1)} s`
      : 'never'

export function printFigures(title: string, f: DayFigures) {
  const calm = f.latencies.filter((l) => !l.duringFault).map((l) => l.ms)
  const faulty = f.latencies.filter((l) => l.duringFault).map((l) => l.ms)
  const figures: Figure[] = [
    {
      measure: 'sales served per second',
      value: (f.sales / (f.sellingMs / 1000)).toFixed(2),
      target: '-',
    },
    { measure: 'save latency p50 / p95 / p99, no fault on', value: spread(calm), target: '-' },
    { measure: 'save latency p50 / p95 / p99, a fault on', value: spread(faulty), target: '-' },
    {
      measure: 'last mail fault over: every receipt queued before it sent',
      value: seconds(f.receiptRecoveryMs),
      target: '-',
    },
    {
      measure: 'last GES fault over: every push queued before it delivered',
      value: seconds(f.pushRecoveryMs),
      target: '-',
    },
    {
      measure: 'day over: last receipt / last push delivered',
      value: `${seconds(f.receiptDrainMs)} / ${seconds(f.pushDrainMs)}`,
      target: '-',
    },
  ]
  printTable(title, figures)
}

import { ms, percentile, printTable, type Figure } from '../bench/table'
import type { Latency } from './ledger'

export interface DayFigures {
  sales: number
  sellingMs: number
  latencies: Latency[]
  /** Real time (ms since the epoch) of the last fault's end, and of the last receipt and push. */
  recoveredAt: number
  lastReceiptAt: number
  lastPushAt: number
}

const spread = (values: number[]) =>
  values.length
    ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(percentile(values, 99))} (${values.length})`
    : 'none'

const after = (at: number, from: number) =>
  at > from ? `${((at - from) / 1000).toFixed(1)} s` : 'before it'

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
      measure: 'last fault over to last receipt delivered',
      value: after(f.lastReceiptAt, f.recoveredAt),
      target: '-',
    },
    {
      measure: 'last fault over to last push delivered',
      value: after(f.lastPushAt, f.recoveredAt),
      target: '-',
    },
  ]
  printTable(title, figures)
}

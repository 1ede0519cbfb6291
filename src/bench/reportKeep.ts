import type { Db } from '../server/db/client'
import { keepFinishedDays } from '../server/services/reports/keepDays'
import { ms, type Figure } from './table'

/**
 * Housekeeping's keeping of every finished day, one statement at a time: how long it takes in
 * all, and its longest statement, which is how long it holds the embedded database from others.
 */
export async function keepAll(db: Db): Promise<Figure> {
  const spent: number[] = []
  let days = 0
  for (;;) {
    const started = performance.now()
    const kept = await keepFinishedDays(db, 1)
    if (kept === 0) break
    spent.push(performance.now() - started)
    days += kept
  }
  const total = spent.reduce((sum, one) => sum + one, 0)
  return {
    measure: `housekeeping keeps ${days} days in ${spent.length} statements, in all / longest`,
    value: `${ms(total)} / ${ms(Math.max(0, ...spent))}`,
    target: '',
    baseline: '',
  }
}

import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rangeStatement } from './dayCache'
import { figuresJson } from './figuresSql'
import { completeTakings, type RawTakings, type TakingsFigures } from './figures'
import { rowsOf } from '../../db/rows'
import {
  scopeCondition,
  scopeReturns,
  scopeUpgrades,
  serverTimeZone,
  type ReportScope,
} from './scope'
import { takingsCtes } from './takingsSql'

export type { PaymentKind, TakingsFigures } from './figures'

/**
 * Every figure of the takings report in one statement. A ceremony is summed from its orders; a
 * range of days from the sums kept of its days that are over, and the orders of the others.
 */
export async function takingsFigures(
  db: Db,
  universityId: number,
  scope: ReportScope,
): Promise<TakingsFigures> {
  const zone = serverTimeZone()
  const statement =
    scope.ceremonyId === undefined
      ? rangeStatement(universityId, scope.from, scope.to, zone)
      : sql`WITH ${takingsCtes(
          scopeCondition(universityId, scope),
          scopeUpgrades(universityId, scope, zone),
          scopeReturns(universityId, scope),
          zone,
          false,
        )},
        ga AS (SELECT * FROM g), ka AS (SELECT * FROM k), ua AS (SELECT * FROM uu),
        ca AS (SELECT * FROM cc)
        SELECT ${figuresJson(universityId)} AS report`
  const [row] = await rowsOf<{ report: RawTakings }>(db, statement)
  return completeTakings(row!.report)
}

import { createHash } from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  auditLog,
  authFailures,
  customers,
  idempotencyKeys,
  orderItems,
  orders,
  outbox,
  sentMail,
  sessions,
  stocks,
} from '../db/schema'

const digest = (rows: unknown[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex')

/**
 * Everything a request could write, reduced to something comparable: row counts of the logs and
 * a digest of the rows a sale, redeem, upgrade, push, PIN or login would change. Equal snapshots
 * before and after a refused request mean it wrote nothing.
 */
export async function snapshot(db: Db) {
  const sessionRows = await db
    .select({
      id: sessions.id,
      staffId: sessions.staffId,
      csrf: sessions.csrfToken,
      pin: sessions.pinOperatorId,
      pinAt: sessions.pinCheckedAt,
    })
    .from(sessions)
    .orderBy(asc(sessions.id))
  return {
    orders: digest(await db.select().from(orders).orderBy(asc(orders.id))),
    orderItems: digest(await db.select().from(orderItems).orderBy(asc(orderItems.id))),
    customers: digest(await db.select().from(customers).orderBy(asc(customers.id))),
    stocks: digest(await db.select().from(stocks).orderBy(asc(stocks.id))),
    sessions: digest(sessionRows),
    auditLog: await db.$count(auditLog),
    authFailures: await db.$count(authFailures),
    sentMail: await db.$count(sentMail),
    outbox: digest(await db.select().from(outbox).orderBy(asc(outbox.id))),
    idempotencyKeys: await db.$count(idempotencyKeys),
  }
}

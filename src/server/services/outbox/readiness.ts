import { inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { outbox, sentMail } from '../../db/schema'

async function backlogOf(db: Db, table: PgTable, status: PgColumn, createdAt: PgColumn) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      age: sql<number | null>`extract(epoch from now() - min(${createdAt}))::float8`,
    })
    .from(table)
    .where(inArray(status, ['pending', 'queued', 'sending']))
  return {
    pending: Number(row?.pending ?? 0),
    oldest_pending_seconds:
      row?.age === null || row?.age === undefined ? null : Math.round(Number(row.age)),
  }
}

/** Rows the outboxes still have to deliver, and how long the oldest has waited. */
export async function readiness(db: Db) {
  return {
    mail: await backlogOf(db, sentMail, sentMail.status, sentMail.createdAt),
    ges: await backlogOf(db, outbox, outbox.status, outbox.createdAt),
  }
}

import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reuse } from '../../db/prepared'
import { sessions, staff } from '../../db/schema'

export type SessionRow = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert

/** The session rows of the sessions plugin; the table holds the hash of the cookie's token. */
export const sessionStore = {
  async insert(db: Db, values: NewSession): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning()
    if (!row) throw new Error('The session row was not written.')
    return row
  },

  /** The session of a token hash, with whether its staff member has been disabled since. */
  async find(db: Db, id: string) {
    // Every request reads its session: built once (reuse), not anew per request.
    const query = reuse(db, 'session_find', () =>
      db
        .select({ row: sessions, staffDisabledAt: staff.disabledAt })
        .from(sessions)
        .leftJoin(staff, eq(staff.id, sessions.staffId))
        .where(eq(sessions.id, sql.placeholder('id'))),
    )
    const [found] = await query.execute({ id })
    return found ?? null
  },

  async touch(db: Db, id: string, { lastSeenAt, expiresAt }: SessionRow) {
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id))
  },

  async remove(db: Db, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id))
  },

  async purgeExpired(db: Db) {
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
  },
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { freshDatabase, type OwnedDatabase } from '../test/freshDatabase'
import { rowsOf } from './rows'

/**
 * PostgreSQL ending a connection the pool has lent out, as `pg_ctl restart -m fast` does to every
 * connection at once. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a connection ended under a transaction',
  () => {
    let owned: OwnedDatabase

    beforeAll(async () => {
      owned = await freshDatabase()
    })
    afterAll(async () => {
      await owned?.database.close()
      await owned?.drop()
    })

    async function terminate(pid: number) {
      const admin = new pg.Client({ connectionString: owned.url! })
      await admin.connect()
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [pid])
        // Gone from the server's own list: its end is on its way to the pool's connection.
        for (;;) {
          const left = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])
          if (!left.rowCount) return
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      } finally {
        await admin.end()
      }
    }

    it('fails that transaction, and the process and the pool go on serving', async () => {
      const { db } = owned.database
      // Unheard, the connection's 'error' ends this test process: vitest reports it and fails.
      const failed = db.transaction(async (tx) => {
        const [row] = await rowsOf<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`)
        await terminate(row!.pid)
        await tx.execute(sql`SELECT 1`)
      })
      await expect(failed).rejects.toThrow()
      const [row] = await rowsOf<{ one: number }>(db, sql`SELECT 1 AS one`)
      expect(row!.one).toBe(1)
    })
  },
)

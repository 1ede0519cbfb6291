import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

/**
 * The database the caller opened (and closes: tests share one between two apps). An embedded
 * one starts with the statistics its last close or housekeeping left (see `openPglite`).
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
  },
  { name: 'database' },
)

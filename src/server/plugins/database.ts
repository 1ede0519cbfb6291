import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

/**
 * The database the caller opened (and closes: tests share one between two apps). It is
 * maintained once before the first request, so an embedded one starts with fresh statistics.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.addHook('onReady', () => database.maintain())
  },
  { name: 'database' },
)

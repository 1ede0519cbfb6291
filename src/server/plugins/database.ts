import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

/**
 * The database the caller opened (and closes: tests share one between two apps). An embedded one
 * is maintained once after the server starts listening, in the background: its statistics are
 * kept in its folder from the last time, and a VACUUM ANALYZE before listening held every start
 * up by most of a second (more on a year of orders).
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    let maintaining: Promise<void> = Promise.resolve()
    app.addHook('onListen', async () => {
      maintaining = database
        .maintain()
        .catch((error: unknown) => app.log.warn({ err: error }, 'maintenance at start failed'))
    })
    app.addHook('onClose', () => maintaining)
  },
  { name: 'database' },
)

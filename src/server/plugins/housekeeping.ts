import fp from 'fastify-plugin'
import { forgetOldFailures } from '../security/lockout'
import { forgetOldKeys } from '../services/saveOrder'

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets what has expired and vacuums an embedded database; runs every 10 minutes. */
    housekeep(): Promise<void>
  }
}

const EVERY_MS = 600_000

export default fp(
  async (app) => {
    app.decorate('housekeep', async () => {
      await Promise.all([
        app.purgeExpiredSessions(),
        forgetOldFailures(app.db),
        forgetOldKeys(app.db),
        app.database.maintain(),
      ])
    })
    const timer = setInterval(() => {
      app.housekeep().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'))
    }, EVERY_MS)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'housekeeping', dependencies: ['database', 'sessions'] },
)

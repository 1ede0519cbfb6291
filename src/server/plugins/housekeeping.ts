import fp from 'fastify-plugin'
import { forgetOldFailures } from '../security/lockout'
import { forgetOldPinPasses } from '../services/auth/checkPin'
import { keepFinishedDays } from '../services/reports/keepDays'
import { forgetOldKeys } from '../services/sale/saveOrder'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Forgets what has expired, vacuums an embedded database and keeps the takings report's
     * finished days; runs every 10 minutes.
     */
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
        forgetOldPinPasses(app.db),
        forgetOldKeys(app.db),
        // After the vacuum: the days' statements are planned on fresh statistics.
        app.database.maintain().then(() => keepFinishedDays(app.db)),
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

import fp from 'fastify-plugin'
import { createGes, type GesService } from '../services/ges/ges'
import type { GesOptions } from '../services/ges/gesOptions'

declare module 'fastify' {
  interface FastifyInstance {
    ges: GesService
  }
}

/** The outbox's timings; tests shorten them to milliseconds. */
export type GesTimings = Partial<
  Pick<GesOptions, 'retryBaseMs' | 'maxDelayMs' | 'pollMs' | 'timeoutMs' | 'graceMs' | 'waitMs'>
>

/** The ordering system: GES over HTTP when GES_URL is set, else the local ledger. */
export default fp<{ timings?: GesTimings }>(
  async (app, { timings }) => {
    const { gesUrl: url, gesToken: token, gesParallel: parallel } = app.config
    app.decorate('ges', createGes({ db: app.db, log: app.log, url, token, parallel, ...timings }))
  },
  { name: 'ges', dependencies: ['config', 'database'] },
)

import fp from 'fastify-plugin'
import { backgroundWorker } from '../services/outbox/worker'
import { makeTerminalAdapter } from '../services/terminal/adapters'
import type { TerminalDeps } from '../services/terminal/deps'
import { receiveEvent } from '../services/terminal/events'
import { recoverAttempts } from '../services/terminal/recovery'
import type { TerminalEventSink } from '../services/terminal/port'

declare module 'fastify' {
  interface FastifyInstance {
    /** The card terminals: the adapter TERMINAL names, and what its services work with. */
    terminal: TerminalDeps
  }
}

/** How often the recovery job looks for attempts whose terminal has gone quiet. */
const RECOVERY_EVERY_MS = 1_000

/**
 * The terminal adapter, the sink its events go to, and the recovery job: from the moment the
 * server is ready (a first run then, for attempts a killed process left open) until it closes.
 */
export default fp(
  async (app) => {
    const sink: TerminalEventSink = (id, event) => receiveEvent(deps, id, event).then(() => {})
    const deps: TerminalDeps = {
      db: app.db,
      ges: app.ges,
      log: app.log,
      adapter: makeTerminalAdapter(app.config, sink, app.db),
      timing: app.config.terminalTiming,
    }
    app.decorate('terminal', deps)
    const worker = backgroundWorker(
      () => worker.track(recoverAttempts(deps)),
      RECOVERY_EVERY_MS,
      app.log,
      'terminal recovery failed',
    )
    app.addHook('onReady', async () => {
      worker.start()
      void worker.track(recoverAttempts(deps)).catch((error: unknown) => {
        app.log.error({ err: error }, 'terminal recovery failed')
      })
    })
    app.addHook('onClose', async () => {
      const adapter = deps.adapter as { stop?: () => void }
      adapter.stop?.()
      await worker.stop()
    })
  },
  { name: 'terminal', dependencies: ['config', 'database', 'ges'] },
)

import fp from 'fastify-plugin'

/**
 * The background delivery of queued pushes to the ordering system: from the moment the server
 * is ready until it closes, when a run still going is awaited.
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => app.ges.start())
    app.addHook('onClose', () => app.ges.stop())
  },
  { name: 'ges-worker', dependencies: ['database', 'ges'] },
)

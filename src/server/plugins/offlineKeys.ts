import fp from 'fastify-plugin'
import { offlineKeys, type OfflineKeys } from '../services/sale/offlineKeys'

declare module 'fastify' {
  interface FastifyInstance {
    offlineKeys: OfflineKeys
  }
}

/** The key pair that keeps an offline sale's staff PIN unreadable until it reaches this server. */
export default fp(
  async (app) => {
    app.decorate('offlineKeys', offlineKeys(app.db))
  },
  { name: 'offline-keys', dependencies: ['database'] },
)

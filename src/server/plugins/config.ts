import fp from 'fastify-plugin'
import type { Config } from '../configTypes'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

/** The settings read from the environment at start, for every plugin and route. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config)
  },
  { name: 'config' },
)

import type { FastifyPluginAsync } from 'fastify'
import { bootData, sendPage } from '../pages/boot'
import type { PageOptions } from './pages'

/** GET / : the university picker. */
export const pickerPage: FastifyPluginAsync<PageOptions> = async (app, { pages }) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, pages, await bootData(app, request, 'picker')),
  )
}

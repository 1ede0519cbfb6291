import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as Fastify's onRoute hook saw it. */
    routeList: { method: string; url: string }[]
  }
}

/**
 * Fastify keeps its routes in a tree it only prints; this keeps them as a list, so a test can
 * prove a rule (the back office's manager check) of every route, including ones added later.
 */
export default fp(
  async (app) => {
    const list: { method: string; url: string }[] = []
    app.decorate('routeList', list)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) list.push({ method, url: route.url })
    })
  },
  { name: 'route-list' },
)

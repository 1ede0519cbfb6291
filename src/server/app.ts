import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import etag from '@fastify/etag'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './configTypes'
import type { Database } from './db/client'
import type { PageRenderer } from './pages/render'
import configPlugin from './plugins/config'
import databasePlugin from './plugins/database'
import docs from './plugins/docs'
import errors from './plugins/errors'
import ges, { type GesTimings } from './plugins/ges'
import gesWorker from './plugins/gesWorker'
import terminal from './plugins/terminal'
import housekeeping from './plugins/housekeeping'
import mailer from './plugins/mailer'
import mailOutbox, { type MailTimings } from './plugins/mailOutbox'
import offlineKeys from './plugins/offlineKeys'
import routeList from './plugins/routeList'
import sessions from './plugins/sessions'
import { routes } from './routes'
import healthRoutes from './routes/health'
import { lazySchemas } from './lazySchemas'
import {
  capConnections,
  registerJsonBody,
  serverOptions,
  trustProxyOption,
} from './security/limits'
import './types'

export interface AppOptions {
  config: Config
  database: Database
  pages: PageRenderer
  ges?: GesTimings
  mail?: MailTimings
  logger?: boolean
}

const cspDirectives = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
}

/** External plugins, then this app's plugins, then the routes (the shape of fastify/demo). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, pages } = options
  const schemas = lazySchemas()
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverOptions(config.limits),
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
    schemaController: schemas.controller,
  }).withTypeProvider<TypeBoxTypeProvider>()
  // Listening first, then the schemas no request has needed yet, in the background.
  app.addHook('onListen', async () => {
    schemas.compileRest().catch((error: unknown) => app.log.error({ err: error }, 'a schema'))
  })
  capConnections(app, config.limits.maxConnections)
  registerJsonBody(app)

  // The ETag is taken of the JSON before compression (hooks run in the order registered); weak,
  // since the compressed bytes differ by encoding. A kiosk returning to the store gets a 304.
  await app.register(etag, { weak: true })
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(cookie)
  await app.register(helmet, {
    contentSecurityPolicy: config.production ? { directives: cspDirectives } : false,
  })
  // Limits that need not outlive the process; lockouts that must are in the database.
  await app.register(rateLimit, { global: false })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ceremony POS API', version: config.version },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pos_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
        },
      },
    },
  })
  await app.register(docs)

  await app.register(configPlugin, { config })
  await app.register(databasePlugin, { database })
  await app.register(errors)
  await app.register(mailer)
  await app.register(mailOutbox, { timings: options.mail })
  await app.register(ges, { timings: options.ges })
  await app.register(sessions)
  await app.register(offlineKeys)
  await app.register(gesWorker)
  await app.register(terminal)
  await app.register(housekeeping)

  await app.register(routeList)

  // The pages' static files or Vite's middleware belong to the root, outside any route scope.
  await pages.register(app)
  await app.register(healthRoutes)
  await app.register(routes, { pages })
  return app
}

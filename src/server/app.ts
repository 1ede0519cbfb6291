import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerErrorHandling } from './plugins/errors'
import sessions from './plugins/sessions'
import { forgetOldFailures } from './security/lockout'
import {
  capConnections,
  registerJsonBody,
  serverOptions,
  trustProxyOption,
} from './security/limits'
import { createGes, type GesOptions } from './services/ges'
import { createMailer } from './services/mailer'
import { createMailOutbox, type MailOutboxOptions } from './services/mailOutbox'
import { forgetOldKeys } from './services/saveOrder'
import { registerRoutes } from './routes'
import { healthRoutes } from './routes/health'
import type { PageRenderer } from './pages/render'
import './types'

export interface AppOptions {
  config: Config
  database: Database
  pages: PageRenderer
  ges?: Partial<
    Pick<GesOptions, 'retryBaseMs' | 'maxDelayMs' | 'pollMs' | 'timeoutMs' | 'graceMs' | 'waitMs'>
  >
  mail?: Partial<Pick<MailOutboxOptions, 'retryBaseMs' | 'pollMs' | 'attemptTimeoutMs'>>
  logger?: boolean
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverOptions(config.limits),
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  capConnections(app, config.limits.maxConnections)
  registerJsonBody(app)

  // The outside world first: cookies, headers, the database, mail and the ordering system.
  await app.register(cookie)
  await app.register(helmet, {
    contentSecurityPolicy: config.production
      ? {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            scriptSrc: ["'self'"],
          },
        }
      : false,
  })
  app.decorate('config', config)
  app.decorate('db', database.db)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  })
  app.decorate('mailer', mailer)
  app.decorate(
    'mailOutbox',
    createMailOutbox({
      db: database.db,
      mailer,
      log: app.log,
      giveUpMs: config.mailGiveUpMs,
      ...options.mail,
    }),
  )
  app.decorate(
    'ges',
    createGes({
      db: database.db,
      log: app.log,
      url: config.gesUrl,
      token: config.gesToken,
      parallel: config.gesParallel,
      ...options.ges,
    }),
  )
  await app.register(sessions)

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
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })

  registerErrorHandling(app)
  healthRoutes(app)
  await registerRoutes(app, options.pages)

  app.decorate('housekeep', async () => {
    await Promise.all([
      app.purgeExpiredSessions(),
      forgetOldFailures(database.db),
      forgetOldKeys(database.db),
      database.maintain(),
    ])
  })
  const housekeeping = setInterval(() => {
    app.housekeep().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'))
  }, 600_000)
  housekeeping.unref()
  app.addHook('onReady', async () => {
    await database.maintain()
    app.ges.start()
    app.mailOutbox.start()
  })
  app.addHook('onClose', async () => {
    clearInterval(housekeeping)
    await Promise.all([app.ges.stop(), app.mailOutbox.stop()])
  })
  return app
}

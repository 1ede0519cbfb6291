import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { checkEnvironment } from './checkEnvironment'
import { configWarnings, loadConfig, ROOT } from './config'
import { type Config } from './configTypes'
import type { Database } from './db/client'
import {
  DEMO_MANAGER_PIN,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_UNIVERSITIES,
  demoEmail,
  demoManagerEmail,
} from './demo/demoLogins'
import { exitWithStartupError } from './startupError'

const dev = process.argv.includes('--dev')
const started = Date.now()

let database: Database | null = null
let app: FastifyInstance | null = null
let address = ''
let demo = false
let config: Config
try {
  checkEnvironment()
  config = loadConfig()
  // The server's modules load after the database is locked: a second process is turned away
  // without waiting for all of them.
  const { isEmpty, openDatabase } = await import('./db/client')
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'the kiosk server',
  })
  if (config.seedDemo) {
    // The seeding code (CSV import included) loads only for an empty database: half a second of
    // every later start otherwise.
    if (await isEmpty(database.db)) {
      await (await import('./demo/seed')).seedDemo(database.db)
      await database.maintain()
    }
    demo = true
  }
  const { builtPages, devPages } = await import('./pages/render')
  const { buildApp } = await import('./app')
  // CLIENT_DIR: another build of the client (tests serve a stand-in page from a folder of theirs).
  const clientDir = process.env.CLIENT_DIR || path.join(ROOT, 'dist/client')
  const pages = dev ? await devPages() : builtPages(clientDir)
  app = await buildApp({ config, database, pages })
  address = await app.listen({ port: config.port, host: config.host })
} catch (error) {
  // Whatever was opened is let go first, so the lock on DATA_DIR does not outlive the attempt.
  await app?.close().catch(() => {})
  await database?.close().catch(() => {})
  exitWithStartupError(error)
}
for (const warning of configWarnings(config)) app.log.warn(warning)

const lines = [
  '',
  `Ceremony POS ${config.version} is serving at ${address}/ (${database.driver}${dev ? ', dev mode' : ''}, ready in ${Date.now() - started} ms)`,
]
if (demo) {
  lines.push(`Demo logins (password ${DEMO_PASSWORD} for all):`)
  for (const university of DEMO_UNIVERSITIES) {
    lines.push(`  ${university.name.padEnd(24)} ${address}/${university.slug}/login`)
    lines.push(`    staff    ${demoEmail(university.slug).padEnd(30)} PIN ${DEMO_PIN}`)
    lines.push(
      `    manager  ${demoManagerEmail(university.slug).padEnd(30)} PIN ${DEMO_MANAGER_PIN}`,
    )
  }
}
lines.push(`API documentation: ${address}/docs`, '')
console.log(lines.join('\n'))

const running = { app, database }
let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  running.app.log.info(`${signal}: closing`)
  await running.app.close()
  await running.database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

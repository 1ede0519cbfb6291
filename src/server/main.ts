import path from 'node:path'
import { buildApp } from './app'
import { configOrExit, configWarnings, ROOT } from './config'
import { isEmpty, openDatabase } from './db/client'
import { DEMO_PASSWORD, DEMO_PIN, DEMO_UNIVERSITIES, demoEmail, seedDemo } from './db/seed'
import { builtPages, devPages } from './pages/render'

const config = configOrExit()
const dev = process.argv.includes('--dev')
const started = Date.now()

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
let demo = false
if (config.seedDemo) {
  if (await isEmpty(database.db)) await seedDemo(database.db)
  demo = true
}
const pages = dev ? await devPages() : builtPages(path.join(ROOT, 'dist/client'))
const app = await buildApp({ config, database, pages })
const address = await app.listen({ port: config.port, host: config.host })
for (const warning of configWarnings(config)) app.log.warn(warning)

const lines = [
  '',
  `Ceremony POS ${config.version} is serving at ${address}/ (${database.driver}${dev ? ', dev mode' : ''}, ready in ${Date.now() - started} ms)`,
]
if (demo) {
  lines.push('Demo logins (password and PIN are the same for both):')
  for (const university of DEMO_UNIVERSITIES) {
    lines.push(
      `  ${university.name.padEnd(24)} ${address}/${university.slug}/login   ${demoEmail(university.slug)}`,
    )
  }
  lines.push(`  password: ${DEMO_PASSWORD}   staff PIN: ${DEMO_PIN}`)
}
lines.push(`API documentation: ${address}/docs`, '')
console.log(lines.join('\n'))

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

/**
 * `npm run admin -- <command>`: setting a university up and getting its data out, on the database
 * the server uses (DATABASE_URL, or the embedded one in DATA_DIR, which it locks like the server).
 */
import { checkEnvironment } from './checkEnvironment'
import { loadConfig } from './config'
import { parseCommand, runCommand, secretsFor } from './admin/commands'
import { ImportProblems } from './admin/import/readCsv'
import { USAGE, UsageError } from './admin/usage'
import { openDatabase, type Database } from './db/client'
import { exitWithStartupError } from './startupError'

let database: Database | null = null
try {
  const parsed = parseCommand(process.argv.slice(2))
  checkEnvironment()
  const config = loadConfig()
  const secrets = await secretsFor(parsed.command, parsed.options)
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'an admin command',
  })
  await runCommand(database.db, parsed, secrets)
  await database.close()
} catch (error) {
  await database?.close().catch(() => {})
  if (error instanceof UsageError) {
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE)
    process.exit(2)
  }
  if (error instanceof ImportProblems) {
    const count = error.problems.length
    console.error(`The file has ${count} problem${count > 1 ? 's' : ''}; nothing was changed:`)
    console.error(error.message)
    process.exit(1)
  }
  exitWithStartupError(error)
}

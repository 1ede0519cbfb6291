/**
 * `npm run admin -- <command>`: what a university needs before its first login, on the database
 * the server uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first there, as
 * only one process may open an embedded database).
 */
import { configOrExit } from './config'
import { openDatabase } from './db/client'
import { addStaff, addUniversity, AdminError } from './services/staffAdmin'

const USAGE = `Usage:
  npm run admin -- add-university <slug> "<name>"
  npm run admin -- add-staff <slug> <email> "<name>" <password> <pin>

Works on DATABASE_URL, or else on the embedded database in DATA_DIR (default ./data).`

const [command, ...args] = process.argv.slice(2)
const arity: Record<string, number> = { 'add-university': 2, 'add-staff': 5 }
if (!command || arity[command] !== args.length) {
  console.error(USAGE)
  process.exit(2)
}

const config = configOrExit()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  if (command === 'add-university') {
    const [slug, name] = args as [string, string]
    const university = await addUniversity(database.db, slug, name)
    console.log(`Added ${university.name}: its kiosks log in at /${university.slug}/login`)
  } else {
    const [slug, email, name, password, pin] = args as [string, string, string, string, string]
    const member = await addStaff(database.db, { slug, email, name, password, pin })
    console.log(`Added ${member.email} to ${slug} (staff id ${member.id})`)
  }
} catch (error) {
  if (!(error instanceof AdminError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await database.close()
}

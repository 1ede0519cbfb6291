import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ROOT } from '../config'
import { openDatabase, type Database } from '../db/client'
import type { Holder } from '../db/lock'
import { dumpPglite } from '../db/openPglite'

const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations')
const CACHE = path.join(ROOT, 'node_modules/.cache/graduation-pos')

/** The dump's name: the PGlite build and every migration, so a change to either makes anew. */
function cacheFile(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')))
  const files = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(MIGRATIONS, file)
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full))
  }
  return path.join(CACHE, `empty-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** Writes an embedded database's dump, as `loadPglite` and `OpenOptions.dump` read it. */
export async function writeDump(database: Database, file: string): Promise<void> {
  const dump = await dumpPglite(database)
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
}

export interface EmptyDataDir {
  database: Database
  /** The dump of the migrated, empty database (PGlite), as `loadPglite` reads it. */
  dumpFile: string
}

/**
 * A DATA_DIR holding a migrated, empty embedded database, opened. The first test run on a machine
 * creates it (PostgreSQL's initdb in WebAssembly: about 4 s of CPU) and keeps its dump in
 * node_modules/.cache; every later one, and the other test runner of the same `npm test`,
 * starts the folder from the dump (about 1 s).
 */
export async function openEmptyDataDir(dataDir: string, holder?: Holder): Promise<EmptyDataDir> {
  const dumpFile = cacheFile()
  const dump = existsSync(dumpFile) ? new Blob([await readFile(dumpFile)]) : undefined
  const database = await openDatabase({ databaseUrl: null, dataDir, holder, dump })
  if (!dump) {
    // Written whole under another name first: a runner reading it meanwhile never sees half.
    await mkdir(CACHE, { recursive: true })
    const partial = `${dumpFile}.${process.pid}`
    await writeDump(database, partial)
    await rename(partial, dumpFile)
  }
  return { database, dumpFile }
}

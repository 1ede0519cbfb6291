import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { isoDay } from '../../domain/dates'
import { ROOT } from '../config'
import { openDatabase } from '../db/client'
import { seedDemo } from '../demo/seed'
import { openEmptyDataDir, writeDump } from './emptyDataDir'
import { adminStatement, databaseNamed, newDatabaseName } from './freshDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of the migrated demo database (PGlite), which each test file loads a copy of. */
    demoDump: string | null
    /** A dump of the same database migrated but not seeded (PGlite), for `freshDatabase()`. */
    emptyDump: string | null
    /** The PostgreSQL database each test file copies, as a template, under TEST_DATABASE_URL. */
    demoTemplate: string | null
    /** A DATA_DIR with the same demo database, which a test copies for a server it spawns. */
    demoDataDir: string | null
    /**
     * The day the demo data was seeded (YYYY-MM-DD): its ceremonies are placed around it, and a
     * run that crosses midnight reads them on the next day.
     */
    demoDay: string
  }
}

/** The tests that start the server or the CLI as a process run the build, as npm start does. */
function buildServer() {
  const built = spawnSync('npm', ['run', '--silent', 'build:server'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error(`npm run build:server failed (${built.status})`)
}

/**
 * Migrates and seeds the demo database once for the whole server suite; each file then starts
 * from a copy of it instead of migrating and seeding its own (about 2 s of CPU a file on PGlite).
 */
export default async function setup(project: TestProject) {
  buildServer()
  project.provide('demoDay', isoDay())
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = newDatabaseName('pos_demo')
    await adminStatement(adminUrl, `CREATE DATABASE ${name}`)
    const database = await openDatabase({
      databaseUrl: databaseNamed(adminUrl, name),
      dataDir: null,
    })
    await seedDemo(database.db)
    await database.close()
    project.provide('demoDump', null)
    project.provide('emptyDump', null)
    project.provide('demoTemplate', name)
    project.provide('demoDataDir', null)
    return () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  // Made in a folder, so that the servers the tests spawn can start from copies of it instead
  // of creating and seeding a database each (about 4 s of CPU a time).
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-demo-dump-'))
  const dataDir = path.join(dir, 'data')
  const { database, dumpFile: emptyFile } = await openEmptyDataDir(dataDir, 'a test')
  await seedDemo(database.db)
  const file = path.join(dir, 'demo.tar')
  await writeDump(database, file)
  await database.close()
  project.provide('demoDump', file)
  project.provide('emptyDump', emptyFile)
  project.provide('demoTemplate', null)
  project.provide('demoDataDir', dataDir)
  return () => rm(dir, { recursive: true, force: true })
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../app'
import { loadConfig } from '../config'
import { type Config } from '../configTypes'
import { openDatabase, type Database, type Db } from '../db/client'
import { sourcePages, type PageRenderer } from '../pages/render'
import { TestClient } from './client'
import { demoDatabase, type OwnedDatabase } from './freshDatabase'

export interface StartOptions {
  smtpUrl?: string | null
  gesUrl?: string | null
  /** Retry timings of the GES outbox; tests want milliseconds, not the production seconds. */
  ges?: AppOptions['ges']
  /** Retry timings of the mail outbox. */
  mail?: AppOptions['mail']
  /** Any other setting of the config (for example pinTenantLimit). */
  config?: Partial<Config>
  /**
   * Serve a second app on the database of a running one, as two processes behind one load
   * balancer would: sessions, keys and the outbox are shared. Saves opening another database.
   * Close it before the server whose database it uses.
   */
  shareDatabaseWith?: TestServer
  /**
   * With shareDatabaseWith on PostgreSQL: open a pool of its own on that database, as a second
   * process would, instead of sharing the first server's connections.
   */
  ownPool?: boolean
  /** What serves the pages (the source index.html by default; a built client's folder). */
  pages?: PageRenderer
}

export interface TestServer {
  /** 'http://127.0.0.1:<port>', without a trailing slash. */
  url: string
  app: FastifyInstance
  /** The drizzle handle on this server's database, for asserting on rows. */
  db: Db
  database: Database
  driver: Database['driver']
  /** The PostgreSQL database of this server (null on PGlite). */
  databaseUrl: string | null
  /** A temporary DATA_DIR (the .eml folder lives under it). */
  dataDir: string
  client(): TestClient
  close(): Promise<void>
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pos-test-'))
  const shared = options.shareDatabaseWith
  let owned: OwnedDatabase | null = null
  let database: Database
  let pool: Database | null = null
  if (shared && options.ownPool && shared.databaseUrl) {
    pool = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: null })
    database = pool
  } else if (shared) {
    database = shared.database
  } else {
    owned = await demoDatabase()
    database = owned.database
  }

  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: owned?.url ?? shared?.databaseUrl ?? null,
    smtpUrl: options.smtpUrl ?? null,
    gesUrl: options.gesUrl ?? null,
    seedDemo: false,
    // Most tests sell for cash with no drawer open; the drawer's own tests turn this on.
    drawerRequired: false,
    ...options.config,
  }
  const app = await buildApp({
    config,
    database,
    pages: options.pages ?? sourcePages(),
    logger: false,
    ges: options.ges,
    mail: options.mail,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    app,
    db: database.db,
    database,
    driver: database.driver,
    databaseUrl: owned?.url ?? shared?.databaseUrl ?? null,
    dataDir,
    client: () => new TestClient(url),
    async close() {
      await app.close()
      await pool?.close()
      if (owned) {
        await owned.database.close()
        await owned.drop()
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client'
import { rowsOf } from '../../server/db/rows'
import { DEMO_PASSWORD, demoEmail } from '../../server/demo/demoLogins'
import { demoDataCopy } from './demoData'
import { freePort } from './ownServer'

/**
 * A kiosk server of a test's own: the built server (`npm run serve`'s dist/server/main.js) in a
 * child process on its own port and DATA_DIR, which holds a copy of the demo data. It can be
 * stopped and started again on the same port, as when the counter's server goes away mid-sale.
 */
export class OwnKiosk {
  private child: ChildProcess | null = null

  private constructor(
    readonly dataDir: string,
    readonly port: number,
    /** Another build of the client to serve (a copy a test may change), else dist/client. */
    readonly clientDir: string | null,
  ) {}

  static async create(options: { clientDir?: string } = {}): Promise<OwnKiosk> {
    const dataDir = await demoDataCopy('pos-own-kiosk-')
    return new OwnKiosk(dataDir, await freePort(), options.clientDir ?? null)
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Starts the server and resolves once it says where it serves. */
  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      ...(this.clientDir ? { CLIENT_DIR: this.clientDir } : {}),
    }
    // The embedded database with the demo data, whatever the test run was given.
    for (const name of ['DATABASE_URL', 'NODE_ENV', 'SMTP_URL', 'GES_URL']) delete env[name]
    const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'pipe' })
    this.child = child
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('is serving at')) resolve()
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
    })
  }

  /**
   * SIGTERM, as a process manager stops it: the server closes its database and exits. SIGKILL:
   * it dies on the spot, mid-request, as when its machine loses power.
   */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill(signal)
    })
  }

  /** Reads the database directly; the server must be stopped (it holds DATA_DIR's lock). */
  async query<T>(text: string): Promise<T[]> {
    const database = await openDatabase({ databaseUrl: null, dataDir: this.dataDir })
    try {
      // A row is an object whatever the caller names its type.
      return await rowsOf<T & object>(database.db, sql.raw(text))
    } finally {
      await database.close()
    }
  }

  async dispose(): Promise<void> {
    await this.stop()
    await rm(this.dataDir, { recursive: true, force: true })
  }
}

/** The demo university's staff login, for scripts that go through the login page themselves. */
export const DEMO_LOGIN = { email: demoEmail('demo'), password: DEMO_PASSWORD }

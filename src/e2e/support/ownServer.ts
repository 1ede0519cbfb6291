import { spawn, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { demoDataCopy } from './demoData'

/**
 * A kiosk of a test file's own: the built server (`npm run serve`) spawned on a DATA_DIR of its
 * own holding a copy of the demo data, with settings the shared kiosk cannot have (a mail server
 * that is down). Its database is its own, so the shared kiosk's tests never see its faults.
 */
export interface OwnServer {
  url: string
  stop(): Promise<void>
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = await demoDataCopy('pos-e2e-own-')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.resolve('dist/server/main.js')],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        MAIL_FROM: 'Ceremony POS <pos@e2e.example>',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const closed = new Promise((resolve) => child.on('close', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /serving at (http:\/\/[^/\s]+)\//.exec(out)
      if (match) resolve(match[1]!)
    })
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (status) => reject(new Error(`server ended (${status}): ${out}`)))
  })
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await closed
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A loopback port where nothing listens yet: a mail server that is down, or a port a server of a
 * test's own is started on twice.
 */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A real SMTP server on `port` (the mail server coming back), counting what it receives. */
export async function startCountingSmtp(port: number) {
  const received: { to: string[]; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return {
    received,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

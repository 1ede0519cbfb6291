import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cleanEnv, clientDir, serve, serving } from '../server/test/processes'
import { freePort } from './ports'

export interface ServerPair {
  /** The ports of the processes running now, for the proxy. */
  live(): number[]
  /** kill -9 of one process (its whole group); answers once it is gone. */
  kill(index: number): Promise<void>
  /** Starts a killed process again on its own port; answers once it serves. */
  restart(index: number): Promise<void>
  stop(): Promise<void>
  /**
   * Rejects when a process ends that no fault killed, with the last of what it printed: a day
   * whose server crashed has failed, and would otherwise wait for it for ever.
   */
  crashed: Promise<never>
}

/** How much of a process's output is kept, for the message if it ends by itself. */
const TAIL_CHARS = 4000

/** The process and anything it started; one that already ended is left alone. */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name)
  } catch {
    // Gone already.
  }
}

interface Slot {
  port: number
  child: ChildProcess | null
  closed: Promise<unknown>
}

/** Two processes of the built server (`npm run serve`) on one database, each on a port of its own. */
export async function startServers(settings: {
  databaseUrl: string
  smtpUrl: string
  gesUrl: string
}): Promise<ServerPair> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-rehearsal-'))
  const client = await clientDir()
  const slots: Slot[] = []
  let stopped = false
  const envOf = (port: number, index: number) =>
    cleanEnv({
      DATABASE_URL: settings.databaseUrl,
      DATA_DIR: path.join(dir, `server-${index}`),
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: client,
      SMTP_URL: settings.smtpUrl,
      MAIL_FROM: 'Ceremony POS <pos@rehearsal.example>',
      GES_URL: settings.gesUrl,
      // As in production: cash needs an open drawer.
      DRAWER_REQUIRED: 'true',
      // Every kiosk reaches the servers from the proxy's one address; in a hall each has its own.
      GUEST_SESSIONS_PER_MINUTE: '1000',
    })
  let crash!: (error: Error) => void
  const crashed = new Promise<never>((_, reject) => (crash = reject))
  // Handled where it is raced; unraced (a day cut short), it must not end the run by itself.
  crashed.catch(() => {})
  const start = async (index: number) => {
    const slot = slots[index]!
    const child = serve(envOf(slot.port, index), { detached: true })
    slot.child = child
    let tail = ''
    const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-TAIL_CHARS))
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    slot.closed = new Promise((resolve) =>
      child.on('close', (status, signalName) => {
        // Still this slot's process, and not being stopped: nothing asked it to end.
        if (slot.child === child && !stopped)
          crash(new Error(`server ${index} ended by itself (${status ?? signalName}):\n${tail}`))
        resolve(status)
      }),
    )
    await serving(child)
  }
  for (let i = 0; i < 2; i++)
    slots.push({ port: await freePort(), child: null, closed: Promise.resolve() })
  await start(0)
  await start(1)
  return {
    live: () => slots.filter((s) => s.child).map((s) => s.port),
    async kill(index) {
      const slot = slots[index]!
      const child = slot.child
      if (!child) return
      slot.child = null
      signal(child, 'SIGKILL')
      await slot.closed
    },
    restart: async (index) => {
      if (!stopped) await start(index)
    },
    crashed,
    async stop() {
      stopped = true
      for (const slot of slots) {
        if (slot.child) signal(slot.child, 'SIGTERM')
        slot.child = null
        await slot.closed
      }
      await rm(dir, { recursive: true, force: true })
      await rm(client, { recursive: true, force: true })
    },
  }
}

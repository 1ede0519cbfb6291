import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, cleanEnv, clientDir, demoDataIn, finish, serve, serving } from '../test/processes'
import { DatabaseInUse, lockDataDir } from './lock'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-lock-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A data folder whose lock looks as a process with this pid left it. */
function lockedBy(name: string, pid: number): string {
  const dataDir = path.join(dir, name)
  mkdirSync(path.join(dataDir, 'lock'), { recursive: true })
  writeFileSync(
    path.join(dataDir, 'lock-owner.json'),
    JSON.stringify({ pid, holder: 'the kiosk server', host: hostname() }),
  )
  return dataDir
}

describe('the lock on DATA_DIR', () => {
  it('turns a second opener away within 5 seconds, naming the holder', async () => {
    const holder = spawn('sleep', ['60'])
    try {
      const dataDir = lockedBy('live', holder.pid!)
      const started = Date.now()
      const error = await lockDataDir(dataDir, 'an admin command').catch((e: unknown) => e)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(error).toBeInstanceOf(DatabaseInUse)
      expect((error as Error).message).toBe(
        `${dataDir} is in use by the kiosk server (pid ${holder.pid}). Stop it first, or point DATABASE_URL at a PostgreSQL server to run several processes.`,
      )
    } finally {
      holder.kill('SIGKILL')
    }
  })

  it('takes over a lock whose process was killed but not yet collected (a zombie)', async () => {
    // The shell starts a short child, then becomes a long sleep that never collects it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'])
    try {
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      )
      await expect
        .poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0], {
          timeout: 30_000,
        })
        .toBe('Z')
      const release = await lockDataDir(lockedBy('zombie', pid), 'an admin command')
      await release()
    } finally {
      parent.kill('SIGKILL')
    }
  })

  it('takes over at once a lock whose process is gone', async () => {
    const gone = spawnSync('node', ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    })
    const dataDir = lockedBy('dead', Number(gone.stdout))
    const started = Date.now()
    const release = await lockDataDir(dataDir, 'an admin command')
    expect(Date.now() - started).toBeLessThan(2_000)
    await release()
  })
})

describe('a running server (real processes)', () => {
  it('keeps a second server and the admin CLI off its database, names a busy port, and leaves no lock behind a kill -9', async () => {
    const dataDir = path.join(dir, 'data')
    const other = path.join(dir, 'other')
    await Promise.all([demoDataIn(dataDir), demoDataIn(other)])
    const env = cleanEnv({ DATA_DIR: dataDir, PORT: '0', CLIENT_DIR: await clientDir() })
    const first = serve(env)
    let out = ''
    first.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const address = await serving(first)
    // npm start prints the demo logins, the managers among them.
    expect(out).toContain('manager@demo.example')
    expect(out).toMatch(/manager\s+manager@northbridge.example\s+PIN 2468/)

    // The lock names the process that holds it.
    const owner = readFileSync(path.join(dataDir, 'lock-owner.json'), 'utf8')
    const { pid } = JSON.parse(owner) as { pid: number }
    const inUse = `${dataDir} is in use by the kiosk server (pid ${pid}). Stop it first, or point DATABASE_URL at a PostgreSQL server to run several processes.`
    const second = await finish(serve(env))
    expect(second.status).toBe(1)
    expect(second.stderr.trim()).toBe(inUse)
    const cli = await admin(['export', 'staff', 'demo'], env)
    expect(cli.status).toBe(1)
    expect(cli.stderr.trim()).toBe(inUse)

    const port = new URL(address).port
    const busy = await finish(serve({ ...env, DATA_DIR: other, PORT: port }))
    expect(busy.status).toBe(1)
    expect(busy.stderr.trim()).toBe(
      `Port 127.0.0.1:${port} is already in use, probably by another server. Stop that process or set PORT to a free port.`,
    )

    process.kill(pid, 'SIGKILL')
    await new Promise((resolve) => first.on('close', resolve))
    const after = await admin(['export', 'staff', 'demo'], env)
    expect(after.stderr).toBe('')
    expect(after.stdout).toContain('manager@demo.example,Demo Manager,manager')
  }, 600_000)
})

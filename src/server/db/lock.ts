import { readFileSync, writeFileSync, rmSync, renameSync, mkdirSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import lockfile from 'proper-lockfile'

/** Who holds an embedded database: shown to the process that is turned away. */
export type Holder = 'the kiosk server' | 'an admin command' | 'a test'

interface Owner {
  pid: number
  holder: Holder
  host: string
}

/** Another process has the embedded database open; main.ts and admin.ts print this line alone. */
export class DatabaseInUse extends Error {}

const LOCK = 'lock'
const DAY = 24 * 60 * 60 * 1000
const OWNER = 'lock-owner.json'

/** "./data" for a folder under the working directory, else the full path. */
export function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? `./${relative}`
    : dir
}

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, OWNER), 'utf8')) as Owner
  } catch {
    return null
  }
}

/**
 * A killed process whose parent has not collected it yet (a zombie) still answers kill(pid, 0),
 * but holds nothing: a container whose first process never reaps orphans keeps such ones around.
 */
function zombie(pid: number): boolean {
  try {
    return /\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return !zombie(pid)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes DATA_DIR for this process alone, since two processes writing one PGlite folder corrupt
 * it. proper-lockfile makes the lock (an atomic mkdir, refreshed while the process runs); the
 * owner file beside it names the holder, and a lock whose process is gone (kill -9) is taken over
 * at once.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string, holder: Holder): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true })
  const options = {
    lockfilePath: path.join(dataDir, LOCK),
    realpath: false,
    // Liveness is judged by the holder's pid below, not by the lock's age: a server whose event
    // loop PGlite held up for a while (a large import, a busy machine) must not lose its lock.
    stale: DAY,
    onCompromised: (error: Error) => {
      console.error(`Lost the lock on ${shownPath(dataDir)} (${error.message}); stopping.`)
      process.exit(1)
    },
  }
  const deadline = Date.now() + 3_000
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, options)
      const owner: Owner = { pid: process.pid, holder, host: hostname() }
      writeFileSync(path.join(dataDir, OWNER), JSON.stringify(owner))
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    }
    const owner = readOwner(dataDir)
    if (owner && owner.host === hostname() && !alive(owner.pid)) {
      // The holder is gone; the owner file is read twice apart so that a process which has only
      // just taken the lock (and not yet written its name) is not mistaken for the dead one.
      await sleep(250)
      const again = readOwner(dataDir)
      if (again?.pid === owner.pid) takeOver(dataDir)
      continue
    }
    if (owner || Date.now() > deadline) throw inUse(dataDir, owner)
    await sleep(200)
  }
}

/** Moves the dead holder's lock aside in one rename, so that two starters cannot both remove it. */
function takeOver(dataDir: string) {
  const aside = path.join(dataDir, `${LOCK}.stale-${process.pid}`)
  try {
    renameSync(path.join(dataDir, LOCK), aside)
    rmSync(aside, { recursive: true, force: true })
  } catch {
    // Someone else took it over first; the next attempt finds their lock.
  }
}

function inUse(dataDir: string, owner: Owner | null): DatabaseInUse {
  const who = owner ? `${owner.holder} (pid ${owner.pid})` : 'another process'
  return new DatabaseInUse(
    `${shownPath(dataDir)} is in use by ${who}. Stop it first, or point DATABASE_URL at a PostgreSQL server to run several processes.`,
  )
}

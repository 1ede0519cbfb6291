import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { ROOT } from '../config'

export interface Finished {
  status: number | null
  stdout: string
  stderr: string
  ms: number
}

/** The server as `npm run build` makes it, which the server suite's global setup runs first. */
const BUILT = path.join(ROOT, 'dist/server')
const built = (file: string) => ['--enable-source-maps', path.join(BUILT, file)]

/** The environment of a spawned server or CLI: nothing of the test runner's database settings. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...extra }
  delete env.TEST_DATABASE_URL
  delete env.NODE_ENV
  return env
}

/**
 * Fills `dataDir` with a copy of the demo database the suite's global setup made, for a server
 * the test spawns. On PostgreSQL runs there is none (false): the server creates and seeds its own.
 */
export async function demoDataIn(dataDir: string): Promise<boolean> {
  const demo = inject('demoDataDir')
  if (demo) await cp(demo, dataDir, { recursive: true })
  return demo !== null
}

/** Runs `npm run admin -- …` (the built CLI) to its end, with `input` on stdin. */
export function admin(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Finished> {
  return finish(spawn(process.execPath, [...built('admin.js'), ...args], { env }), input)
}

/**
 * Starts `npm run serve` (the built main.ts). `detached` puts it in a process group of its own,
 * so a test can kill -9 it and anything it started at once: `process.kill(-pid, 'SIGKILL')`.
 */
export function serve(env: NodeJS.ProcessEnv, options: { detached?: boolean } = {}): ChildProcess {
  return spawn(process.execPath, built('main.js'), {
    env,
    detached: options.detached ?? false,
  })
}

export function finish(child: ChildProcess, input = ''): Promise<Finished> {
  const started = Date.now()
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin!.end(input)
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr, ms: Date.now() - started })),
  )
}

/** Resolves with the server's address once it prints it; rejects if it ends first. */
export function serving(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /serving at (http:\/\/[^/\s]+)\//.exec(out)
      if (match) resolve(match[1]!)
    })
    child.on('close', (status) => reject(new Error(`server ended (${status}): ${out}${err}`)))
  })
}

/** A stand-in for the built client, so a server test needs no `npm run build`. */
export async function clientDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-client-'))
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Ceremony POS</title><!--boot-data-->',
  )
  return dir
}

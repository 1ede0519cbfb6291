import { execFile } from 'node:child_process'
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './ports'

const run = promisify(execFile)

export interface Postgres {
  /** The rehearsal's database. */
  url: string
  /** Restarts the server (pg_ctl restart -m fast); null when the cluster is not ours to restart. */
  restart: (() => Promise<void>) | null
  stop(): Promise<void>
}

async function binDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b))
  if (!versions.length)
    throw new Error('No PostgreSQL under /usr/lib/postgresql: set DATABASE_URL.')
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`
}

/** PostgreSQL refuses to run as root: as root its commands run as the postgres user, as CI does. */
function command(bin: string, args: string[]) {
  const root = process.getuid?.() === 0
  if (!root) return run(bin, args)
  const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ')
  return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted])
}

function pgCtl(bin: string, dataDir: string, action: string[]) {
  return command(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...action])
}

/**
 * DATABASE_URL when given (restartable when PGDATA names its cluster's folder and pg_ctl can
 * reach it), else a throwaway cluster on a loopback port, removed by stop().
 */
export async function startPostgres(): Promise<Postgres> {
  const bin = await binDir().catch(() => null)
  const given = process.env.DATABASE_URL
  if (given) {
    const pgdata = process.env.PGDATA
    // pg_ctl restart keeps the server's options (postmaster.opts); its output goes to a file, or
    // the server would hold this process's pipe open.
    const log = path.join(tmpdir(), 'pos-rehearsal-restart.log')
    return {
      url: given,
      restart:
        pgdata && bin
          ? () => pgCtl(bin, pgdata, ['-w', '-m', 'fast', '-l', log, 'restart']).then(() => {})
          : null,
      stop: async () => {},
    }
  }
  if (!bin) throw new Error('No PostgreSQL under /usr/lib/postgresql: set DATABASE_URL.')
  const root = await mkdtemp(path.join(tmpdir(), 'pos-rehearsal-pg-'))
  const dataDir = path.join(root, 'data')
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    await chown(root, Number(stdout.trim()), 0)
    await chmod(root, 0o700)
  }
  const port = await freePort()
  await command(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ])
  const settings = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = ['-w', '-l', path.join(root, 'server.log'), '-o', settings, 'start']
  await pgCtl(bin, dataDir, start)
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query('CREATE DATABASE rehearsal')
  await client.end()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/rehearsal`,
    restart: async () => {
      await pgCtl(bin, dataDir, [
        '-w',
        '-m',
        'fast',
        '-l',
        path.join(root, 'server.log'),
        '-o',
        settings,
        'restart',
      ])
    },
    async stop() {
      await pgCtl(bin, dataDir, ['-w', '-m', 'fast', 'stop']).catch(() => {})
      await rm(root, { recursive: true, force: true })
    },
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeLinkly } from '../test/fakeLinkly'
import { startServer, type TestServer } from '../test/harness'
import { admin, cleanEnv } from '../test/processes'

/**
 * The CLI as a person runs it, as a child process: on the test server's PostgreSQL database when
 * TEST_DATABASE_URL is set, else on an embedded database of its own. Spawns are few (each starts
 * the database anew), so most rules are tested in-process in import/importCsv.test.ts.
 */
let server: TestServer | null = null
let dir = ''
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  // A server only for its PostgreSQL database; on PGlite the CLI has a folder of its own.
  if (process.env.TEST_DATABASE_URL) server = await startServer()
  dir = await mkdtemp(path.join(tmpdir(), 'pos-cli-'))
  env = cleanEnv({
    DATABASE_URL: server?.app.config.databaseUrl ?? '',
    DATA_DIR: path.join(dir, 'data'),
  })
}, 300_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('npm run admin', () => {
  it('sets a university up from CSV files: refuses a bad one by line, dry-runs, imports, adds a manager from stdin and exports', async () => {
    const added = await admin(['add-university', 'eastgate', 'Eastgate University'], env)
    expect(added.stdout).toMatch(/Added Eastgate University: .*\/eastgate\/login/)
    expect(added.status).toBe(0)

    const bad = path.join(dir, 'bad.csv')
    await writeFile(bad, 'code,name,date\nE-1,Arts,2026-12-01\nE-2,Law,2026-13-01\n')
    const refused = await admin(['import', 'ceremonies', 'eastgate', bad], env)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('nothing was changed')
    expect(refused.stderr).toContain(
      'line 3, date: "2026-13-01" is not a date like 2026-11-21 (YYYY-MM-DD)',
    )
    expect(refused.stderr).not.toMatch(/\n\s+at /)

    const good = path.join(dir, 'ceremonies.csv')
    await writeFile(good, '\uFEFFCode,Name,Date,Start\nE-1,Arts,2026-12-01,9:30 am\n')
    const dry = await admin(['import', 'ceremonies', 'eastgate', good, '--dry-run'], env)
    expect(dry.stdout).toContain('ceremonies: 1 added, 0 updated, 0 unchanged')
    expect(dry.stdout).toContain('Dry run')
    const imported = await admin(['import', 'ceremonies', 'eastgate', good], env)
    expect(imported.stdout.trim()).toBe('ceremonies: 1 added, 0 updated, 0 unchanged')

    const manager = await admin(
      ['add-staff', 'eastgate', 'boss@eastgate.example', 'Bea Boss', '--role', 'manager'],
      env,
      'a-long-password\n2468\n',
    )
    expect(manager.stderr).toBe('')
    expect(manager.stdout).toMatch(/Added boss@eastgate.example to eastgate .*manager/)

    const exported = await admin(['export', 'staff', 'eastgate'], env)
    expect(exported.status).toBe(0)
    expect(exported.stdout).toBe('\uFEFFemail,name,role\nboss@eastgate.example,Bea Boss,manager\n')
  }, 600_000)

  it('takes no secrets from the command line and explains its usage', async () => {
    const old = await admin(
      ['add-staff', 'eastgate', 'x@eastgate.example', 'X', 'a-long-password', '4821'],
      env,
    )
    expect(old.status).toBe(2)
    expect(old.stderr).toMatch(
      /^add-staff no longer takes the password and PIN on the command line/,
    )
    expect(old.stderr).toContain('Usage:')
  }, 120_000)

  it('refuses a kiosk code no kiosk shows with exit code 1, before it asks Linkly', async () => {
    const fake = await startFakeLinkly()
    try {
      const linkly = {
        ...env,
        TERMINAL: 'linkly',
        LINKLY_AUTH_URL: fake.url,
        LINKLY_API_URL: fake.url,
        LINKLY_NOTIFY_URL: 'https://pos.example.edu.au',
        LINKLY_NOTIFY_SECRET: 's'.repeat(32),
        LINKLY_POS_VENDOR_ID: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
      }
      const { username, password, pairCode } = fake.credentials
      const argv = ['terminal', 'pair', 'eastgate', 'K-0000O0', 'Counter 1 terminal']
      argv.push('--adapter', 'linkly', '--username', username, '--pair-code', pairCode)
      const refused = await admin(argv, linkly, `${password}\n`)
      expect(refused.status).toBe(1)
      expect(refused.stderr.trim()).toBe(
        "No kiosk with the code K-0000O0 has opened this university's card payment yet. Sign in on the kiosk; its code shows on the card payment screen.",
      )
      expect(fake.requests).toEqual([])
    } finally {
      await fake.close()
    }
  }, 120_000)
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanEnv, clientDir, finish, serve, type Finished } from './test/processes'

let dir = ''

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-start-'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A loopback port nobody listens on: taken from a server that is then closed. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The start of `npm run serve` with these settings, to its end. */
async function start(extra: Record<string, string>): Promise<Finished> {
  const env = cleanEnv({ PORT: '0', CLIENT_DIR: await clientDir(), ...extra })
  return finish(serve(env))
}

/** One line on stderr, no stack trace, exit 1. */
function expectOneLine(result: Finished): string {
  expect(result.status).toBe(1)
  const text = result.stderr.trim()
  expect(text.split('\n'), result.stderr).toHaveLength(1)
  expect(text).not.toMatch(/\bat .+:\d+:\d+/)
  return text
}

describe('a server that cannot start says why in one line (real processes)', () => {
  it('names a DATA_DIR that is not a folder, a DATABASE_URL that refuses and malformed settings', async () => {
    // CI runs as root, whom chmod does not stop: a DATA_DIR that is a regular file is one no
    // user can open as a folder.
    const file = path.join(dir, 'not-a-folder')
    await writeFile(file, 'a file, not a folder\n')
    const port = await closedPort()
    const url = `postgres://pos:secret@127.0.0.1:${port}/pos`
    const [dataDir, database, sessionHours, portWord] = await Promise.all([
      start({ DATA_DIR: file }),
      start({ DATA_DIR: path.join(dir, 'unused'), DATABASE_URL: url }),
      start({ DATA_DIR: path.join(dir, 'unused'), SESSION_HOURS: 'x' }),
      start({ DATA_DIR: path.join(dir, 'unused'), PORT: 'abc' }),
    ])

    expect(expectOneLine(dataDir)).toMatch(
      new RegExp(
        `^DATA_DIR cannot be used: .*not-a-folder.* is not a folder this user may write \\(E[A-Z]+\\)\\. Give it access, or set DATA_DIR to a folder it can write\\.$`,
      ),
    )
    const refused = expectOneLine(database)
    expect(refused).toMatch(
      new RegExp(
        `^DATABASE_URL postgres://pos:\\*\\*\\*@127\\.0\\.0\\.1:${port}/pos refused: .*ECONNREFUSED.*Check that PostgreSQL runs there`,
      ),
    )
    // The password is never printed.
    expect(refused).not.toContain('secret')
    expect(expectOneLine(sessionHours)).toBe('SESSION_HOURS must be a number above 0, not "x".')
    expect(expectOneLine(portWord)).toBe('PORT must be a port number from 0 to 65535, not "abc".')
  }, 300_000)
})

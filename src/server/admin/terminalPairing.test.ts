import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TestClient } from '../test/client'
import { startServer, type TestServer } from '../test/harness'
import { parseCommand, runCommand } from './commands'
import { UsageError } from './usage'

/** The terminal commands in-process, on the test server's own database. */
let server: TestServer
let kiosk: TestClient

beforeAll(async () => {
  server = await startServer()
  kiosk = await TestClient.loggedIn(server.url, 'demo')
})
afterAll(async () => {
  await server?.close()
})

async function run(argv: string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  try {
    await runCommand(server.db, parseCommand(argv), [])
    return log.mock.calls.map((call) => String(call[0])).join('\n')
  } finally {
    log.mockRestore()
  }
}

describe('npm run admin -- terminal', () => {
  it("pairs a kiosk by the code it shows, lists the pairing, and the kiosk's terminal is the new one", async () => {
    const before = await kiosk.get('/demo/terminal')
    const code = before.body.kiosk_code as string
    const paired = await run(['terminal', 'pair', 'demo', code.toLowerCase(), 'Counter 1 terminal'])
    expect(paired).toBe(`Paired kiosk ${code} at demo with "Counter 1 terminal" (simulator)`)
    const after = await kiosk.get('/demo/terminal')
    expect(after.body).toEqual({
      terminal: { id: expect.any(Number), label: 'Counter 1 terminal', adapter: 'simulator' },
      kiosk_code: code,
    })
    expect(after.body.terminal.id).not.toBe(before.body.terminal.id)
    expect(await run(['terminal', 'list', 'demo'])).toContain(
      `${code}  simulator  Counter 1 terminal`,
    )

    await run(['terminal', 'unpair', 'demo', code])
    expect(await run(['terminal', 'list', 'demo'])).not.toContain('Counter 1 terminal')
  })

  it('refuses a code no kiosk shows, an unknown adapter, a malformed setting and a wrong arity', async () => {
    await expect(run(['terminal', 'pair', 'demo', 'K-000000', 'X'])).rejects.toThrow(/No kiosk/)
    const code = (await kiosk.get('/demo/terminal')).body.kiosk_code as string
    await expect(run(['terminal', 'pair', 'demo', code, 'X', '--adapter', 'tyro'])).rejects.toThrow(
      /simulator or linkly/,
    )
    await expect(run(['terminal', 'pair', 'demo', code, 'X', '--setting', 'oops'])).rejects.toThrow(
      /name=value/,
    )
    expect(() => parseCommand(['terminal', 'pair', 'demo'])).toThrow(UsageError)
    expect(() => parseCommand(['terminal', 'explode', 'demo'])).toThrow(UsageError)
  })
})

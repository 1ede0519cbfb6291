import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TestClient } from '../test/client'
import { startFakeLinkly, type FakeLinkly } from '../test/fakeLinkly'
import { startServer, type TestServer } from '../test/harness'
import { terminalOfKiosk } from '../services/terminal/pairing'
import { universityId } from '../test/fixtures'
import { parseCommand, runCommand } from './commands'

/** `terminal pair --adapter linkly` in-process, against the fake Linkly, on the test database. */
let server: TestServer
let fake: FakeLinkly
let kiosk: TestClient
const saved = { ...process.env }

beforeAll(async () => {
  fake = await startFakeLinkly()
  server = await startServer()
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  Object.assign(process.env, {
    TERMINAL: 'linkly',
    LINKLY_AUTH_URL: fake.url,
    LINKLY_API_URL: fake.url,
    LINKLY_NOTIFY_URL: 'https://pos.example.edu.au',
    LINKLY_NOTIFY_SECRET: 's'.repeat(32),
    LINKLY_POS_VENDOR_ID: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
  })
})
afterAll(async () => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
  await server?.close()
  await fake?.close()
})

async function pair(code: string, pairCode: string, password: string) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  try {
    const argv = ['terminal', 'pair', 'demo', code, 'Counter 2 terminal', '--adapter', 'linkly']
    argv.push('--username', fake.credentials.username, '--pair-code', pairCode)
    await runCommand(server.db, parseCommand(argv), [password])
    return log.mock.calls.map((call) => String(call[0])).join('\n')
  } finally {
    log.mockRestore()
  }
}

describe('npm run admin -- terminal pair --adapter linkly', () => {
  it("keeps Linkly's secret in the kiosk's terminal, and a refused pair code changes nothing", async () => {
    const code = (await kiosk.get('/demo/terminal')).body.kiosk_code as string
    await expect(pair(code, '999999', fake.credentials.password)).rejects.toThrow(
      /Linkly refused the pairing/,
    )
    expect((await kiosk.get('/demo/terminal')).body.terminal.adapter).toBe('simulator')
    expect(await pair(code, fake.credentials.pairCode, fake.credentials.password)).toBe(
      `Paired kiosk ${code} at demo with "Counter 2 terminal" (linkly)`,
    )
    const row = await terminalOfKiosk(
      server.db,
      await universityId(server.db, 'demo'),
      kiosk.cookie('pos_kiosk')!,
    )
    expect(row).toMatchObject({ adapter: 'linkly', settings: { tenant: 'demo' } })
    expect(row!.settings.secret).toMatch(/^[0-9a-f]{64}$/)
  })

  it("checks the kiosk's code before Linkly is asked, so a typo spends no pair code", async () => {
    const elsewhere = await TestClient.loggedIn(server.url, 'northbridge')
    const northbridgeCode = (await elsewhere.get('/northbridge/terminal')).body.kiosk_code as string
    const pairingCalls = () => fake.requests.filter((r) => r.path === '/v1/pairing/cloudpos').length
    const before = pairingCalls()
    await expect(pair('K-000000', fake.credentials.pairCode, 'x')).rejects.toThrow(
      'No kiosk with the code K-000000 has opened this university',
    )
    await expect(pair(northbridgeCode, fake.credentials.pairCode, 'x')).rejects.toThrow(
      `No kiosk with the code ${northbridgeCode}`,
    )
    expect(pairingCalls()).toBe(before)
  })

  it('asks for --username and --pair-code', async () => {
    const argv = ['terminal', 'pair', 'demo', 'K-000000', 'X', '--adapter', 'linkly']
    await expect(runCommand(server.db, parseCommand(argv), [])).rejects.toThrow(/--pair-code/)
  })
})

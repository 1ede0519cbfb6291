import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { auditLog, terminals } from '../../db/schema'
import { TestClient } from '../../test/client'
import { startFakeLinkly, type FakeLinkly } from '../../test/fakeLinkly'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'

const api = '/demo/admin/api/terminals'

/** The kiosk's own code, as its card payment screen shows it; asking registers the kiosk. */
const codeOf = async (kiosk: TestClient, tenant = 'demo') =>
  (await kiosk.get(`/${tenant}/terminal`)).body.kiosk_code as string

describe('card terminals in the back office (simulator)', () => {
  let server: TestServer
  let manager: TestClient
  let operator: TestClient
  let demoId: number
  const pairings = () =>
    count(
      server.db,
      terminals,
      and(eq(terminals.universityId, demoId), isNull(terminals.unpairedAt)),
    )
  const rows = () => count(server.db, terminals)

  beforeAll(async () => {
    server = await startServer()
    manager = await managerClient(server.url, 'demo')
    operator = await TestClient.loggedIn(server.url, 'demo')
    demoId = await universityId(server.db, 'demo')
  })
  afterAll(async () => {
    await server?.close()
  })

  it("pairs a kiosk by its code, lists who paired it, and the kiosk's terminal is the new one", async () => {
    const code = await codeOf(operator)
    const before = (await operator.get('/demo/terminal')).body.terminal
    const listed = await manager.get(api)
    expect(listed.body.adapter).toBe('simulator')
    expect(listed.body.terminals).toContainEqual(
      expect.objectContaining({ kiosk_code: code, paired_via: null, paired_by: null }),
    )

    const paired = await manager.post(api, { kiosk_code: ` ${code.toLowerCase()} `, label: '' })
    expect(paired.status).toBe(201)
    expect(paired.body).toEqual({
      kiosk_code: code,
      terminal_id: expect.any(Number),
      adapter: 'simulator',
      label: `${code} terminal`,
      paired_at: expect.any(String),
      paired_via: 'back office',
      paired_by: 'Demo Manager',
    })
    const after = (await operator.get('/demo/terminal')).body.terminal
    expect(after.id).toBe(paired.body.terminal_id)
    expect(after.id).not.toBe(before.id)
    const mine = (await manager.get(api)).body.terminals.filter(
      (t: { kiosk_code: string }) => t.kiosk_code === code,
    )
    expect(mine).toEqual([paired.body])
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'terminal.pair'), eq(auditLog.subject, `terminal:${after.id}`)),
      )
    expect(line).toMatchObject({ universityId: demoId, details: { kiosk_code: code } })
    expect(line!.staffId).toEqual(expect.any(Number))
  })

  it('unpairs a kiosk after the confirm, audited, and a second unpair is refused', async () => {
    const code = await codeOf(operator)
    await manager.post(api, { kiosk_code: code, label: 'Counter 4 terminal' })
    const before = await pairings()
    const ended = await manager.post(`${api}/${code}/unpair`)
    expect(ended.status).toBe(204)
    expect(await pairings()).toBe(before - 1)
    const listed = (await manager.get(api)).body.terminals
    expect(listed.map((t: { kiosk_code: string }) => t.kiosk_code)).not.toContain(code)
    expect(
      await count(
        server.db,
        auditLog,
        and(eq(auditLog.universityId, demoId), eq(auditLog.action, 'terminal.unpair')),
      ),
    ).toBe(1)

    const again = await manager.post(`${api}/${code}/unpair`)
    expect(again.status).toBe(422)
    expect(again.body.message).toBe(`The kiosk ${code} has no card terminal paired.`)
  })

  it('refuses bad input with a sentence to act on (4xx), changing nothing', async () => {
    const elsewhere = await TestClient.loggedIn(server.url, 'northbridge')
    const northbridge = await codeOf(elsewhere, 'northbridge')
    const before = await rows()
    const cases: [unknown, number, RegExp][] = [
      [{ kiosk_code: '' }, 422, /Type the code the kiosk shows/],
      [{ kiosk_code: 'K-000000' }, 422, /No kiosk with the code K-000000 has opened/],
      [{ kiosk_code: northbridge }, 422, new RegExp(`No kiosk with the code ${northbridge}`)],
      [{ kiosk_code: 'K'.repeat(51) }, 422, /kiosk code field must not be longer than 50/],
      [{}, 422, /kiosk code field is required/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await manager.post(api, body)
      expect({ body, status: answer.status }).toEqual({ body, status })
      expect(answer.body.message).toMatch(message)
    }
    const unknown = await manager.post(`${api}/K-000000/unpair`)
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toMatch(/No kiosk with the code K-000000/)
    const foreign = await manager.post(`${api}/${northbridge}/unpair`)
    expect(foreign.status).toBe(422)
    expect(await rows()).toBe(before)
  })

  it('refuses an operator (403) on the list, a pairing and an unpairing, changing nothing', async () => {
    const code = await codeOf(operator)
    const before = await rows()
    expect((await operator.get(api)).status).toBe(403)
    const pair = await operator.post(api, { kiosk_code: code })
    expect(pair.status).toBe(403)
    expect(pair.body.message).toMatch(/for managers/)
    expect((await operator.post(`${api}/${code}/unpair`)).status).toBe(403)
    expect(await rows()).toBe(before)
  })
})

describe('card terminals in the back office (Linkly)', () => {
  let fake: FakeLinkly
  let server: TestServer
  let manager: TestClient
  let kiosk: TestClient

  beforeAll(async () => {
    fake = await startFakeLinkly()
    server = await startServer({
      config: {
        terminal: 'linkly',
        linkly: {
          authUrl: fake.url,
          apiUrl: fake.url,
          notifyUrl: 'https://pos.example.edu.au',
          notifySecret: 'n'.repeat(40),
          posName: 'Ceremony POS',
          posVersion: 'v1.0.0',
          posVendorId: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
        },
      },
    })
    manager = await managerClient(server.url, 'demo')
    kiosk = await TestClient.loggedIn(server.url, 'demo')
  })
  afterAll(async () => {
    await server?.close()
    await fake?.close()
  })

  it("pairs with the Cloud login and the PIN pad's code, keeping Linkly's secret and showing none", async () => {
    const code = await codeOf(kiosk)
    expect((await manager.get(api)).body).toEqual({ terminals: [], adapter: 'linkly' })
    const { username, password, pairCode } = fake.credentials
    const paired = await manager.post(api, {
      kiosk_code: code,
      label: 'Counter 2 terminal',
      username,
      password,
      pair_code: pairCode,
    })
    expect(paired.status).toBe(201)
    expect(paired.body).toMatchObject({
      kiosk_code: code,
      adapter: 'linkly',
      paired_via: 'back office',
    })
    expect((await kiosk.get('/demo/terminal')).body.terminal).toMatchObject({
      label: 'Counter 2 terminal',
      adapter: 'linkly',
    })
    const [row] = await server.db
      .select()
      .from(terminals)
      .where(eq(terminals.id, paired.body.terminal_id))
    expect(row!.settings.secret).toMatch(/^[0-9a-f]{64}$/)
    const listed = await manager.get(api)
    expect(listed.text).not.toContain(row!.settings.secret as string)
    expect(listed.text).not.toContain(password)
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `terminal:${row!.id}`))
    expect(JSON.stringify(line)).not.toContain(password)
  })

  it('refuses a typo in the kiosk code before Linkly is asked, and what Linkly refuses, as 422', async () => {
    const code = await codeOf(kiosk)
    const { username, password, pairCode } = fake.credentials
    const before = await count(server.db, terminals)
    const asked = () => fake.requests.filter((r) => r.path === '/v1/pairing/cloudpos').length
    const sent = asked()
    const typo = await manager.post(api, {
      kiosk_code: 'K-000000',
      username,
      password,
      pair_code: pairCode,
    })
    expect(typo.status).toBe(422)
    expect(typo.body.message).toMatch(/No kiosk with the code K-000000/)
    const missing = await manager.post(api, { kiosk_code: code, username, password: '' })
    expect(missing.status).toBe(422)
    expect(missing.body.message).toBe(
      'Pairing with Linkly needs the password, the pair code the PIN pad shows.',
    )
    expect(asked()).toBe(sent)

    const refused = await manager.post(api, {
      kiosk_code: code,
      username,
      password,
      pair_code: '999999',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^Linkly refused the pairing \(HTTP 401\)/)
    expect(await count(server.db, terminals)).toBe(before)
  })
})

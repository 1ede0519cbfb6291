import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, staff } from '../../db/schema'
import { DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'

let server: TestServer
let manager: TestClient
let demoId: number

beforeAll(async () => {
  server = await startServer()
  manager = await managerClient(server.url, 'demo')
  demoId = await universityId(server.db, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const api = '/demo/admin/api/staff'
let pins = 5000
const person = (overrides: Record<string, string> = {}) => ({
  name: 'Nina New',
  email: `nina-${Math.random().toString(36).slice(2, 8)}@demo.example`,
  role: 'operator',
  password: 'a-long-password',
  pin: String(pins++),
  ...overrides,
})
const demoStaff = () => count(server.db, staff, eq(staff.universityId, demoId))

describe('staff in the back office', () => {
  it('adds a person who can then sign in with the password and PIN, never shown again', async () => {
    const body = person({ role: 'manager' })
    const added = await manager.post(api, body)
    expect(added.status).toBe(201)
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Nina New',
      email: body.email,
      role: 'manager',
      active: true,
      has_pin: true,
    })
    expect(added.text).not.toContain(body.password)
    const list = await manager.get(api)
    expect(list.text).not.toContain('password')
    expect(list.body.staff.map((s: { email: string }) => s.email)).toContain(body.email)

    const kiosk = new TestClient(server.url)
    expect((await kiosk.login('demo', { email: body.email, password: body.password })).status).toBe(
      200,
    )
    const pin = await kiosk.post('/demo/checkpin', { pin: body.pin })
    expect(pin.body.operator.id).toBe(added.body.id)
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.add'), eq(auditLog.subject, `staff:${added.body.id}`)))
    expect(JSON.stringify(line!.details)).not.toContain(body.password)
  })

  it("refuses with the CLI's words what the CLI refuses, adding no one", async () => {
    const before = await demoStaff()
    const cases: [Record<string, string>, RegExp][] = [
      [{ pin: DEMO_PIN }, /already uses this PIN/],
      [{ email: 'STAFF@demo.example' }, /already has a login/],
      [{ email: 'not-an-email' }, /not an email/],
      [{ password: 'short' }, /at least 8/],
      [{ pin: '12a4' }, /4 to 8 digits/],
      [{ name: ' ' }, /needs a name/],
    ]
    for (const [overrides, reason] of cases) {
      const answer = await manager.post(api, person(overrides))
      expect(answer.status).toBe(422)
      expect(answer.body.message).toMatch(reason)
    }
    expect((await manager.post(api, person({ role: 'owner' }))).status).toBe(422)
    expect(await demoStaff()).toBe(before)
  })

  it('changes a role, and a manager made an operator loses the back office at once', async () => {
    const body = person({ role: 'manager' })
    const id = (await manager.post(api, body)).body.id
    const them = new TestClient(server.url)
    await them.login('demo', { email: body.email, password: body.password })
    expect((await them.get(api)).status).toBe(200)
    const changed = await manager.put(`${api}/${id}/role`, { role: 'operator' })
    expect(changed.body.role).toBe('operator')
    expect((await them.get(api)).status).toBe(403)
  })

  it('sets a new PIN and password by the same rules, refusing a colleague’s PIN', async () => {
    const body = person()
    const id = (await manager.post(api, body)).body.id
    const taken = await manager.put(`${api}/${id}/pin`, { pin: DEMO_PIN })
    expect(taken.status).toBe(422)
    expect(taken.body.message).toMatch(/already uses this PIN/)
    expect((await manager.put(`${api}/${id}/pin`, { pin: '97531' })).status).toBe(200)
    expect((await manager.put(`${api}/${id}/password`, { password: 'short' })).status).toBe(422)
    expect(
      (await manager.put(`${api}/${id}/password`, { password: 'another-long-one' })).status,
    ).toBe(200)
    const kiosk = new TestClient(server.url)
    expect(
      (await kiosk.login('demo', { email: body.email, password: 'another-long-one' })).status,
    ).toBe(200)
    expect((await kiosk.post('/demo/checkpin', { pin: '97531' })).body.operator.id).toBe(id)
    const actions = await server.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, `staff:${id}`))
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff.pin', 'staff.password']),
    )
    expect(JSON.stringify(actions)).not.toMatch(/97531|another-long-one/)
  })

  it('disables a person: their session is refused on its very next request', async () => {
    const body = person()
    const id = (await manager.post(api, body)).body.id
    const kiosk = new TestClient(server.url)
    await kiosk.login('demo', { email: body.email, password: body.password })
    expect((await kiosk.get('/demo/ceremonies')).status).toBe(200)
    const disabled = await manager.post(`${api}/${id}/disable`)
    expect(disabled.body.active).toBe(false)
    expect((await kiosk.get('/demo/ceremonies')).status).toBe(401)
    const again = new TestClient(server.url)
    expect((await again.login('demo', { email: body.email, password: body.password })).status).toBe(
      422,
    )
  })

  it('enables a disabled person again: audited, old sessions stay ended, the PIN is set anew', async () => {
    const body = person()
    const id = (await manager.post(api, body)).body.id
    const kiosk = new TestClient(server.url)
    await kiosk.login('demo', { email: body.email, password: body.password })
    expect((await manager.post(`${api}/${id}/disable`)).body.active).toBe(false)
    // While they are away, a colleague is given the same PIN.
    const colleague = await manager.post(api, person({ pin: body.pin }))
    expect(colleague.status, colleague.text).toBe(201)

    const enabled = await manager.post(`${api}/${id}/enable`)
    expect(enabled.status, enabled.text).toBe(200)
    expect(enabled.body).toMatchObject({ id, active: true, has_pin: false })
    expect((await kiosk.get('/demo/ceremonies')).status).toBe(401)
    const back = new TestClient(server.url)
    expect((await back.login('demo', { email: body.email, password: body.password })).status).toBe(
      200,
    )
    const pin = await back.post('/demo/checkpin', { pin: body.pin })
    expect(pin.body.operator.id).toBe(colleague.body.id)
    const enables = () =>
      count(
        server.db,
        auditLog,
        and(eq(auditLog.action, 'staff.enable'), eq(auditLog.subject, `staff:${id}`)),
      )
    expect(await enables()).toBe(1)
    // Enabling someone already active changes nothing and writes no line.
    expect((await manager.post(`${api}/${id}/enable`)).body.active).toBe(true)
    expect(await enables()).toBe(1)
  })

  it('refuses a manager changing their own role or disabling themselves', async () => {
    const me = (await manager.get(api)).body.staff.find(
      (s: { email: string }) => s.email === 'manager@demo.example',
    )
    expect((await manager.put(`${api}/${me.id}/role`, { role: 'operator' })).status).toBe(409)
    const self = await manager.post(`${api}/${me.id}/disable`)
    expect(self.status).toBe(409)
    expect(self.body.message).toMatch(/cannot disable yourself/)
    expect((await manager.get(api)).status).toBe(200)
  })

  it("answers another university's staff as not found", async () => {
    const [other] = await server.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'staff@northbridge.example'))
    expect((await manager.post(`${api}/${other!.id}/disable`)).status).toBe(404)
    expect((await manager.post(`${api}/${other!.id}/enable`)).status).toBe(404)
    expect((await manager.put(`${api}/${other!.id}/pin`, { pin: '86420' })).status).toBe(404)
    const [row] = await server.db.select().from(staff).where(eq(staff.id, other!.id))
    expect(row!.disabledAt).toBeNull()
  })
})

describe('the audit log in the back office', () => {
  it('shows back-office changes with who made them, filtered by person, kind and day', async () => {
    const all = await manager.get('/demo/admin/api/audit')
    expect(all.status).toBe(200)
    expect(all.body.lines.length).toBeGreaterThan(0)
    const adds = await manager.get('/demo/admin/api/audit?kind=staff')
    expect(adds.body.lines.length).toBeGreaterThan(0)
    for (const line of adds.body.lines) expect(line.action).toMatch(/^staff\./)
    expect(adds.body.lines[0].staff.name).toBe('Demo Manager')

    const managerId = adds.body.lines[0].staff.id
    const mine = await manager.get(`/demo/admin/api/audit?staff=${managerId}`)
    for (const line of mine.body.lines) expect(line.staff.id).toBe(managerId)

    const today = new Date()
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    const todays = await manager.get(`/demo/admin/api/audit?kind=staff&day=${day}`)
    expect(todays.body.lines.length).toBe(adds.body.lines.length)
    const longAgo = await manager.get('/demo/admin/api/audit?kind=staff&day=2001-01-01')
    expect(longAgo.body.lines).toEqual([])
    expect(all.body.people.map((p: { name: string }) => p.name)).toContain('Demo Manager')
  })

  it("never shows another university's lines", async () => {
    const northbridge = await managerClient(server.url, 'northbridge')
    await northbridge.get('/northbridge/admin/api/staff')
    const lines = (await manager.get('/demo/admin/api/audit')).body.lines
    const northbridgeId = await universityId(server.db, 'northbridge')
    const theirs = await server.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.universityId, northbridgeId))
    const ids = new Set(theirs.map((t) => t.id))
    expect(lines.some((l: { id: number }) => ids.has(l.id))).toBe(false)
  })

  it('exports the filtered lines as CSV with formula cells neutralised, and audits the export', async () => {
    await manager.post(api, person({ name: '=HYPERLINK("http://evil.example")' }))
    const csv = await manager.get<string>('/demo/admin/api/audit.csv?kind=staff')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/)
    expect(csv.text.split('\n')[0]).toBe('when,who,kind,action,subject,details')
    expect(csv.text).toContain('staff.add')
    expect(csv.text).not.toMatch(/,=HYPERLINK/)
    const exports = await count(
      server.db,
      auditLog,
      and(eq(auditLog.universityId, demoId), eq(auditLog.action, 'audit.csv')),
    )
    expect(exports).toBe(1)
  })

  it('refuses a bad filter with a 4xx', async () => {
    for (const query of ['kind=everything', 'day=yesterday', 'staff=-1', 'before=abc']) {
      const answer = await manager.get(`/demo/admin/api/audit?${query}`)
      expect(answer.status).toBe(422)
    }
  })
})

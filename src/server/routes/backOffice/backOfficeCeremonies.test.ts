import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull } from 'drizzle-orm'
import { auditLog, ceremonies, orders } from '../../db/schema'
import { TestClient } from '../../test/client'
import { ceremonyOf, count, universityId } from '../../test/fixtures'
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

const api = '/demo/admin/api/ceremonies'
const form = (overrides: Record<string, string> = {}) => ({
  code: `BO-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Faculty of Arts',
  date: '2031-03-14',
  start: '14:30',
  venue: 'Great Hall',
  ...overrides,
})
const demoCeremonies = () => count(server.db, ceremonies, eq(ceremonies.universityId, demoId))

describe('ceremonies in the back office', () => {
  it('lists upcoming ceremonies first, soonest first, with the time zone, and searches', async () => {
    const list = await manager.get(api)
    expect(list.status).toBe(200)
    expect(list.body.time_zone).toEqual(expect.any(String))
    const dates: string[] = list.body.ceremonies.map((c: { date: string }) => c.date)
    const today = new Date().toISOString().slice(0, 10)
    const upcoming = dates.filter((d) => d >= today)
    expect(dates.slice(0, upcoming.length)).toEqual([...upcoming].sort())

    const first = list.body.ceremonies[0]
    const found = await manager.get(`${api}?search=${encodeURIComponent(first.code)}`)
    expect(found.body.ceremonies.map((c: { id: number }) => c.id)).toContain(first.id)
    const none = await manager.get(`${api}?search=no-such-ceremony-anywhere`)
    expect(none.body.ceremonies).toEqual([])
  })

  it('creates a ceremony with its start time, and audits who did it', async () => {
    const body = form()
    const created = await manager.post(api, body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      code: body.code,
      name: 'Faculty of Arts',
      date: '2031-03-14',
      start: '14:30',
      venue: 'Great Hall',
      archived: false,
      orders: 0,
    })
    const [row] = await server.db
      .select()
      .from(ceremonies)
      .where(eq(ceremonies.id, created.body.id))
    expect(row).toMatchObject({ startHour: 2, startMin: 30, startMeridiem: 'PM', status: 'Open' })
    const lines = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'ceremony.create'), eq(auditLog.subject, `ceremony:${row!.id}`)),
      )
    expect(lines).toHaveLength(1)
    expect(lines[0]!.staffId).toEqual(expect.any(Number))
  })

  it("refuses bad fields with the importer's words, naming each field, and adds nothing", async () => {
    const before = await demoCeremonies()
    const bad = await manager.post(api, form({ code: ' ', date: '2031-02-30', start: '25:00' }))
    expect(bad.status).toBe(422)
    expect(bad.body.errors.code).toEqual(['Code is empty.'])
    expect(bad.body.errors.date[0]).toMatch(/^Date "2031-02-30" is not a date like 2026-11-21/)
    expect(bad.body.errors.start[0]).toMatch(/is not a time like 14:30 or 2:30 pm/)
    const tooLong = await manager.post(api, form({ name: 'x'.repeat(101) }))
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.message).toMatch(/at most 100/)
    expect(await demoCeremonies()).toBe(before)
  })

  it('refuses a code another ceremony has, whatever its case', async () => {
    const body = form()
    expect((await manager.post(api, body)).status).toBe(201)
    const before = await demoCeremonies()
    const again = await manager.post(api, form({ code: body.code.toLowerCase() }))
    expect(again.status).toBe(422)
    expect(again.body.errors.code[0]).toMatch(/already has the code/)
    expect(await demoCeremonies()).toBe(before)
  })

  it('edits a ceremony, and a cleared start time is cleared', async () => {
    const created = (await manager.post(api, form())).body
    const edited = await manager.put(`${api}/${created.id}`, {
      ...form({ code: created.code, name: 'Faculty of Science', venue: 'North Hall' }),
      start: '',
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      name: 'Faculty of Science',
      venue: 'North Hall',
      start: null,
    })
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'ceremony.edit'), eq(auditLog.subject, `ceremony:${created.id}`)),
      )
    expect(line!.details).toMatchObject({ name: ['Faculty of Arts', 'Faculty of Science'] })
  })

  it('archives a ceremony off the kiosk and back, and deletes one nothing refers to', async () => {
    const created = (await manager.post(api, form())).body
    const archived = await manager.post(`${api}/${created.id}/archive`)
    expect(archived.body.archived).toBe(true)
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const onKiosk = async () =>
      (await kiosk.get('/demo/ceremonies')).body.map((c: { id: number }) => c.id) as number[]
    expect(await onKiosk()).not.toContain(created.id)
    expect((await manager.get(api)).body.ceremonies.map((c: { id: number }) => c.id)).not.toContain(
      created.id,
    )
    const withArchived = await manager.get(`${api}?archived=yes`)
    expect(withArchived.body.ceremonies.map((c: { id: number }) => c.id)).toContain(created.id)
    await manager.post(`${api}/${created.id}/restore`)
    expect(await onKiosk()).toContain(created.id)

    const gone = await manager.request('DELETE', `${api}/${created.id}`)
    expect(gone.status).toBe(204)
    expect(await count(server.db, ceremonies, eq(ceremonies.id, created.id))).toBe(0)
  })

  it('refuses to delete a ceremony with orders, saying to archive it, and keeps it', async () => {
    // The demo's past orders belong to its ceremonies.
    const [sold] = await server.db
      .select({ id: orders.ceremonyId })
      .from(orders)
      .where(and(eq(orders.universityId, demoId), isNotNull(orders.ceremonyId)))
      .limit(1)
    const id = sold!.id!
    const listed = (await manager.get(`${api}?archived=yes`)).body.ceremonies
    expect(listed.find((c: { id: number }) => c.id === id).orders).toBeGreaterThan(0)
    const refused = await manager.request('DELETE', `${api}/${id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /has \d+ orders?, so it cannot be deleted\. Archive it instead\./,
    )
    expect(await count(server.db, ceremonies, eq(ceremonies.id, id))).toBe(1)
  })

  it("answers another university's ceremony as not found, changing nothing", async () => {
    const northbridge = await ceremonyOf(server.db, 'northbridge')
    const edit = await manager.put(`${api}/${northbridge}`, form())
    expect(edit.status).toBe(404)
    expect((await manager.post(`${api}/${northbridge}/archive`)).status).toBe(404)
    expect((await manager.request('DELETE', `${api}/${northbridge}`)).status).toBe(404)
    const [row] = await server.db.select().from(ceremonies).where(eq(ceremonies.id, northbridge))
    expect(row!.archivedAt).toBeNull()
  })

  it('answers malformed requests with a 4xx, never a 5xx', async () => {
    const answers = await Promise.all([
      manager.post(api, { name: 'no code or date' }),
      manager.post(api, form({ name: 'nul \u0000 inside' })),
      manager.request('POST', api, {
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
      manager.put(`${api}/99999999999`, form()),
      manager.get(`${api}?archived=maybe`),
      manager.post(api, { ...form(), date: 20310314 }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
  })
})

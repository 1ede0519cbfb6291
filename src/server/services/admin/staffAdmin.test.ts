import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { auditLog, staff } from '../../db/schema'
import { DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { AdminError } from './adminError'
import { addStaff, setPassword, setPin } from './staffAdmin'
import { addUniversity } from './universityAdmin'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const member = (slug: string, overrides: Partial<Parameters<typeof addStaff>[1]> = {}) => ({
  slug,
  email: `new-${Math.random().toString(36).slice(2)}@uni.example`,
  name: 'New Staff',
  password: 'a-long-password',
  pin: '8642',
  ...overrides,
})

describe('addUniversity and addStaff', () => {
  it('set up a university whose staff can log in and enter their PIN', async () => {
    const university = await addUniversity(server.db, 'eastgate', ' Eastgate University ')
    expect(university).toMatchObject({ slug: 'eastgate', name: 'Eastgate University' })
    const added = await addStaff(
      server.db,
      member('eastgate', { email: 'Ops@Eastgate.example', pin: '2468' }),
    )
    const kiosk = new TestClient(server.url)
    const login = await kiosk.login('eastgate', {
      email: 'ops@eastgate.example',
      password: 'a-long-password',
    })
    expect(login.status).toBe(200)
    const pin = await kiosk.post('/eastgate/checkpin', { pin: '2468' })
    expect(pin.body).toEqual({ pass: true, operator: { id: added.id, name: 'New Staff' } })
  })

  it("refuse a PIN another active staff member of the university uses, since it names the sale's operator", async () => {
    const demoId = await universityId(server.db, 'demo')
    const before = await count(server.db, staff, eq(staff.universityId, demoId))
    await expect(addStaff(server.db, member('demo', { pin: DEMO_PIN }))).rejects.toThrow(
      /already uses this PIN/,
    )
    expect(await count(server.db, staff, eq(staff.universityId, demoId))).toBe(before)

    // The same PIN at another university is another operator's business.
    await addUniversity(server.db, 'westgate', 'Westgate University')
    await expect(addStaff(server.db, member('westgate', { pin: DEMO_PIN }))).resolves.toEqual(
      expect.objectContaining({ id: expect.any(Number) }),
    )
    // A disabled colleague's PIN is free again.
    await addUniversity(server.db, 'southgate', 'Southgate University')
    const leaver = await addStaff(server.db, member('southgate', { pin: '1357' }))
    await server.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, leaver.id))
    await expect(addStaff(server.db, member('southgate', { pin: '1357' }))).resolves.toBeTruthy()
    // Two additions at once with one PIN: exactly one is made.
    const results = await Promise.allSettled([
      addStaff(server.db, member('southgate', { pin: '9753' })),
      addStaff(server.db, member('southgate', { pin: '9753' })),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  })

  it('refuse what would not work, with a reason, adding nothing', async () => {
    const before = await count(server.db, staff)
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => addUniversity(server.db, 'Bad Slug', 'X'), /slug/],
      [() => addUniversity(server.db, 'demo', 'Demo Again'), /already exists/],
      [() => addUniversity(server.db, 'nameless', '  '), /name/],
      [() => addStaff(server.db, member('nowhere')), /no university/],
      [() => addStaff(server.db, member('demo', { email: 'not-an-email' })), /not an email/],
      [
        () => addStaff(server.db, member('demo', { email: 'STAFF@demo.example' })),
        /already has a login/,
      ],
      [() => addStaff(server.db, member('demo', { password: 'short' })), /at least 8/],
      [() => addStaff(server.db, member('demo', { pin: '12a4' })), /4 to 8 digits/],
      [() => addStaff(server.db, member('demo', { name: ' ' })), /name/],
    ]
    for (const [make, reason] of cases) {
      const attempt = make()
      await expect(attempt).rejects.toThrow(AdminError)
      await expect(attempt).rejects.toThrow(reason)
    }
    expect(await count(server.db, staff)).toBe(before)
  })
})

describe('staff changes from npm run admin', () => {
  it('each leave an audit line without a person, saying where they came from; a refused one none', async () => {
    const demoId = await universityId(server.db, 'demo')
    const linesOf = (email: string) =>
      server.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.universityId, demoId),
            isNull(auditLog.staffId),
            eq(auditLog.details, { email, via: 'npm run admin' }),
          ),
        )
    const added = await addStaff(server.db, member('demo', { pin: '97531', role: 'manager' }))
    await setPin(server.db, 'demo', added.email, '97532')
    await setPassword(server.db, 'demo', added.email, 'another-long-password')
    await expect(setPin(server.db, 'demo', added.email, DEMO_PIN)).rejects.toThrow(AdminError)

    const [add] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.add'), eq(auditLog.subject, `staff:${added.id}`)))
    expect(add).toMatchObject({
      staffId: null,
      details: { email: added.email, role: 'manager', via: 'npm run admin' },
    })
    const changes = await linesOf(added.email)
    expect(changes.map((line) => [line.action, line.subject]).sort()).toEqual([
      ['staff.password', `staff:${added.id}`],
      ['staff.pin', `staff:${added.id}`],
    ])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { auditLog, staff } from '../../db/schema'
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from '../../demo/seed'
import { LOGIN_IP_RULE, LOGIN_TENANT_RULE } from '../../security/lockoutRules'
import { hashSecret, PIN_COST } from '../../security/secrets'
import { TestClient } from '../../test/client'
import { count, staffOf, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'

/**
 * Lockouts last 5 minutes, so this file has a server of its own: northbridge's logins get locked
 * for good here, demo's PINs are used for the rest. The proxy is trusted so that attempts can
 * come from many addresses, as an attack spread over machines would.
 */
let server: TestServer

beforeAll(async () => {
  // The PIN tenant limit is raised so one session's lockout does not lock the whole of demo.
  server = await startServer({ config: { trustProxy: '127.0.0.1', pinTenantLimit: 20 } })
})
afterAll(async () => {
  await server?.close()
})

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

/** A visitor at an address with the guest session (and CSRF token) a login form gets. */
async function guestAt(ip: string, tenant: string): Promise<TestClient> {
  const guest = server.client()
  const answer = await guest.get(`/${tenant}/csrf`, from(ip))
  guest.csrfToken = answer.body.token
  return guest
}

const audits = async (action: string, slug: string) =>
  count(
    server.db,
    auditLog,
    and(
      eq(auditLog.action, action),
      eq(auditLog.universityId, await universityId(server.db, slug)),
    ),
  )

describe('login lockouts', () => {
  it('lock a university after 50 failures a minute from many addresses, the right password too', async () => {
    const perAddress = LOGIN_IP_RULE.limit
    const addresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3']
    let made = 0
    // Every address stays within its own limit and every email within its own.
    await Promise.all(
      addresses.map(async (ip, a) => {
        const guest = await guestAt(ip, 'northbridge')
        for (let i = 0; i < perAddress && a * perAddress + i < LOGIN_TENANT_RULE.limit; i++) {
          const answer = await guest.post(
            '/northbridge/login',
            { email: `guess-${a}-${i}@northbridge.example`, password: 'guess' },
            from(ip),
          )
          expect(answer.status).toBe(422)
          made++
        }
      }),
    )
    expect(made).toBe(LOGIN_TENANT_RULE.limit)

    const lockedBefore = await audits('login.locked', 'northbridge')
    const staffMember = await guestAt('198.51.100.9', 'northbridge')
    const locked = await staffMember.post(
      '/northbridge/login',
      { email: demoEmail('northbridge'), password: DEMO_PASSWORD },
      from('198.51.100.9'),
    )
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/too many login attempts/i)
    expect(await audits('login.locked', 'northbridge')).toBe(lockedBefore + 1)
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.locked'))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1)
    expect(line!.details).toEqual({ email: demoEmail('northbridge'), ip: '198.51.100.9' })

    // Another university's staff log in as usual.
    const demo = new TestClient(server.url)
    expect((await demo.login('demo')).status).toBe(200)
  })
})

describe('PIN lockouts', () => {
  it('write a pin.locked audit line with every 429', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    for (let i = 0; i < 5; i++) await client.post('/demo/checkpin', { pin: `000${i}` })
    const before = await audits('pin.locked', 'demo')
    for (let i = 0; i < 2; i++) {
      const answer = await client.post('/demo/checkpin', { pin: DEMO_PIN })
      expect(answer.status).toBe(429)
    }
    expect(await audits('pin.locked', 'demo')).toBe(before + 2)
  })

  it('find the same operator for a PIN two staff members share, whatever order the rows are stored in', async () => {
    const first = await staffOf(server.db, 'demo')
    const [second] = await server.db
      .insert(staff)
      .values({
        universityId: await universityId(server.db, 'demo'),
        name: 'Second Staff',
        email: 'second@demo.example',
        passwordHash: await hashSecret('second-pass'),
        pinHash: await hashSecret(DEMO_PIN, PIN_COST),
      })
      .returning()
    expect(second!.id).toBeGreaterThan(first.id)
    // An update writes a new copy of the row after the other, so a plain scan now meets it last.
    await server.db.update(staff).set({ name: first.name }).where(eq(staff.id, first.id))
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(answer.body).toEqual({ pass: true, operator: first })
  })
})

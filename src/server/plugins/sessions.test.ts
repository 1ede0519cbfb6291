import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sessions, staff } from '../db/schema'
import { sha256, hashSecret, PIN_COST } from '../security/secrets'
import { TestClient } from '../test/client'
import { count, universityId } from '../test/fixtures'
import { startServer, type TestServer } from '../test/harness'
import { GUEST_SESSIONS_PER_MINUTE } from '../config'
import { MAX_SESSION_AGE_MS, SESSION_COOKIE } from './sessions'

/**
 * The proxy is trusted here so each test can speak from an address of its own: the guest
 * session limit counts per address and would otherwise be shared by every test of the file.
 */
let server: TestServer

beforeAll(async () => {
  server = await startServer({ config: { trustProxy: '127.0.0.1' } })
})
afterAll(async () => {
  await server?.close()
})

const sessionRow = async (client: TestClient) => {
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(client.cookie(SESSION_COOKIE) ?? '')))
  return row ?? null
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

describe('a disabled staff member', () => {
  it('loses every open session at the next request', async () => {
    const [member] = await server.db
      .insert(staff)
      .values({
        universityId: await universityId(server.db, 'demo'),
        name: 'Leaving Staff',
        email: 'leaving@demo.example',
        passwordHash: await hashSecret('leaving-pass'),
        pinHash: await hashSecret('4321', PIN_COST),
      })
      .returning()
    const kiosk = new TestClient(server.url)
    expect(
      (await kiosk.login('demo', { email: 'leaving@demo.example', password: 'leaving-pass' }))
        .status,
    ).toBe(200)
    expect((await kiosk.get('/demo/stocks')).status).toBe(200)

    await server.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member!.id))
    expect(await sessionRow(kiosk)).not.toBeNull()
    const answer = await kiosk.get('/demo/stocks')
    expect(answer.status).toBe(401)
    expect(await sessionRow(kiosk)).toBeNull()
    const page = await kiosk.get('/demo/pos')
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/demo/login')
  })
})

describe('the age of a session', () => {
  it('ends a session 30 days after login, however busy it was kept', async () => {
    const kiosk = new TestClient(server.url)
    expect((await kiosk.login('demo', { remember: true })).status).toBe(200)
    const row = (await sessionRow(kiosk))!
    await server.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - MAX_SESSION_AGE_MS - 1000),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(sessions.id, row.id))
    expect((await kiosk.get('/demo/stocks')).status).toBe(401)
    expect(await sessionRow(kiosk)).toBeNull()
  })

  it('never extends a session past that end when it is used', async () => {
    const kiosk = new TestClient(server.url)
    expect((await kiosk.login('demo', { remember: true })).status).toBe(200)
    const row = (await sessionRow(kiosk))!
    const createdAt = new Date(Date.now() - MAX_SESSION_AGE_MS + 3_600_000)
    // Last seen long enough ago that this request writes a new expiry.
    await server.db
      .update(sessions)
      .set({ createdAt, lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.id, row.id))
    expect((await kiosk.get('/demo/stocks')).status).toBe(200)
    const touched = (await sessionRow(kiosk))!
    expect(touched.expiresAt.getTime()).toBe(createdAt.getTime() + MAX_SESSION_AGE_MS)
  })
})

describe('guest sessions', () => {
  it(`are started for ${GUEST_SESSIONS_PER_MINUTE} cookie-less visits a minute per address, then refused with 429`, async () => {
    const before = await count(server.db, sessions)
    for (let i = 0; i < GUEST_SESSIONS_PER_MINUTE; i++) {
      const visit = await new TestClient(server.url).get('/demo/csrf', from('203.0.113.7'))
      expect(visit.status, `visit ${i}`).toBe(200)
    }
    expect(await count(server.db, sessions)).toBe(before + GUEST_SESSIONS_PER_MINUTE)

    const csrf = await new TestClient(server.url).get('/demo/csrf', from('203.0.113.7'))
    expect(csrf.status).toBe(429)
    expect(csrf.body.message).toMatch(/too many new sessions/i)
    expect(csrf.headers.get('retry-after')).toBe('60')
    const page = await new TestClient(server.url).get('/demo/login', from('203.0.113.7'))
    expect(page.status).toBe(429)
    expect(page.body.message).toMatch(/too many new sessions/i)
    expect(await count(server.db, sessions)).toBe(before + GUEST_SESSIONS_PER_MINUTE)

    // A visitor who has a session keeps it, and other addresses are not affected.
    const known = new TestClient(server.url)
    expect((await known.get('/demo/csrf', from('203.0.113.8'))).status).toBe(200)
    expect((await known.get('/demo/csrf', from('203.0.113.7'))).status).toBe(200)
    expect((await known.page('/demo/login')).status).toBe(200)
  })

  it('are bounded by GUEST_SESSIONS_PER_MINUTE where it is set', async () => {
    const hall = await startServer({
      config: { trustProxy: '127.0.0.1', guestSessionsPerMinute: 3 },
    })
    try {
      for (let i = 0; i < 3; i++) {
        const visit = await new TestClient(hall.url).get('/demo/csrf', from('198.51.100.4'))
        expect(visit.status, `visit ${i}`).toBe(200)
      }
      const next = await new TestClient(hall.url).get('/demo/csrf', from('198.51.100.4'))
      expect(next.status).toBe(429)
    } finally {
      await hall.close()
    }
  })

  it('count the addresses of one IPv6 /64 together', async () => {
    for (let i = 0; i < GUEST_SESSIONS_PER_MINUTE; i++) {
      const address = `2001:db8:7:7::${(i + 1).toString(16)}`
      expect((await new TestClient(server.url).get('/demo/csrf', from(address))).status).toBe(200)
    }
    const next = await new TestClient(server.url).get('/demo/csrf', from('2001:db8:7:7:ab::1'))
    expect(next.status).toBe(429)
    const neighbour = await new TestClient(server.url).get('/demo/csrf', from('2001:db8:7:8::1'))
    expect(neighbour.status).toBe(200)
  })
})

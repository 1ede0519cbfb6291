import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from '../demo/seed'
import { TestClient } from '../test/client'
import { KIOSK_COOKIE } from './kioskCookie'
import { startServer, type TestServer } from '../test/harness'
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE } from './lockoutRules'

/**
 * The proxy (this test, on loopback) is trusted, so each client can come from an address of its
 * own, as kiosks in halls do.
 */
let server: TestServer

beforeAll(async () => {
  server = await startServer({ config: { trustProxy: '127.0.0.1' } })
})
afterAll(async () => {
  await server?.close()
})

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

async function guestAt(ip: string, tenant: string): Promise<TestClient> {
  const guest = server.client()
  guest.csrfToken = (await guest.get(`/${tenant}/csrf`, from(ip))).body.token
  return guest
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('login lockout', () => {
  it('slows down an account at one address only: the real user elsewhere logs in, and there after the wait', async () => {
    const email = demoEmail('demo')
    const guesser = await guestAt('198.51.100.20', 'demo')
    const tries = LOGIN_ACCOUNT_RULE.free + 1
    for (let i = 0; i < tries; i++) {
      const answer = await guesser.post(
        '/demo/login',
        { email, password: `wrong-${i}` },
        from('198.51.100.20'),
      )
      expect(answer.status).toBe(422)
    }
    const slowed = await guesser.post(
      '/demo/login',
      { email, password: DEMO_PASSWORD },
      from('198.51.100.20'),
    )
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toBe('Too many login attempts. Please wait 1 second and try again.')
    expect(slowed.headers.get('retry-after')).toBe('1')

    // The real user at another kiosk is not held up by the guesser.
    const realUser = await guestAt('198.51.100.21', 'demo')
    const elsewhere = await realUser.post(
      '/demo/login',
      { email, password: DEMO_PASSWORD },
      from('198.51.100.21'),
    )
    expect(elsewhere.status).toBe(200)

    // One more failure doubles the wait; after it, the right password gets in.
    await sleep(1100)
    expect(
      (await guesser.post('/demo/login', { email, password: 'wrong-again' }, from('198.51.100.20')))
        .status,
    ).toBe(422)
    const doubled = await guesser.post(
      '/demo/login',
      { email, password: DEMO_PASSWORD },
      from('198.51.100.20'),
    )
    expect(doubled.body.message).toBe(
      'Too many login attempts. Please wait 2 seconds and try again.',
    )
    await sleep(2100)
    const after = await guesser.post(
      '/demo/login',
      { email, password: DEMO_PASSWORD },
      from('198.51.100.20'),
    )
    expect(after.status).toBe(200)
  })

  it("one university's failures from a shared address never lock another university's logins there", async () => {
    const hall = '203.0.113.50'
    const northbridge = await guestAt(hall, 'northbridge')
    for (let i = 0; i < LOGIN_IP_RULE.limit; i++) {
      const answer = await northbridge.post(
        '/northbridge/login',
        { email: `mistyped-${i}@northbridge.example`, password: 'nope' },
        from(hall),
      )
      expect(answer.status).toBe(422)
    }
    const locked = await northbridge.post(
      '/northbridge/login',
      { email: demoEmail('northbridge'), password: DEMO_PASSWORD },
      from(hall),
    )
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(
      /^Too many login attempts\. Please wait 2 minutes and try again\.$/,
    )

    const demo = await guestAt(hall, 'demo')
    const answer = await demo.post(
      '/demo/login',
      { email: demoEmail('demo'), password: DEMO_PASSWORD },
      from(hall),
    )
    expect(answer.status).toBe(200)
  })
})

describe('PIN lockout', () => {
  it("locks one kiosk for 5 minutes, says so on its PIN pad, and leaves the next kiosk's PIN working", async () => {
    const kioskA = await TestClient.loggedIn(server.url, 'demo')
    const kioskB = await TestClient.loggedIn(server.url, 'demo')
    for (let i = 0; i < 5; i++) {
      expect((await kioskA.post('/demo/checkpin', { pin: `900${i}` })).body).toEqual({
        pass: false,
      })
    }
    const locked = await kioskA.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe(
      'Too many wrong PINs at this kiosk. Please wait 5 minutes and try again.',
    )
    // The PIN pad counts the wait down from the answer's Retry-After (seconds).
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(290)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(300)
    const other = await kioskB.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(other.status).toBe(200)
    expect(other.body.pass).toBe(true)
  })

  it('takes a hall of mistakes (49 wrong PINs over many kiosks) without locking the university', async () => {
    // One after another: the first login clears what earlier tests left on this account, where
    // thirteen at once would each count against it.
    const kiosks: TestClient[] = []
    for (let i = 0; i < 13; i++) kiosks.push(await TestClient.loggedIn(server.url, 'northbridge'))
    let wrong = 0
    for (const kiosk of kiosks) {
      for (let i = 0; i < 4 && wrong < 49; i++, wrong++) {
        expect((await kiosk.post('/northbridge/checkpin', { pin: '0000' })).status).toBe(200)
      }
    }
    expect(wrong).toBe(49)
    const fresh = await TestClient.loggedIn(server.url, 'northbridge')
    expect((await fresh.post('/northbridge/checkpin', { pin: DEMO_PIN })).body.pass).toBe(true)
  })

  it('keeps a kiosk locked when its operator logs out and in again', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    for (let i = 0; i < 5; i++) {
      expect((await kiosk.post('/demo/checkpin', { pin: `800${i}` })).body.pass).toBe(false)
    }
    expect(kiosk.cookieAttributes(KIOSK_COOKIE)).toMatch(/HttpOnly/i)
    expect((await kiosk.post('/demo/logout')).status).toBe(204)
    await kiosk.fetchCsrf('demo')
    expect((await kiosk.login('demo')).status).toBe(200)
    const again = await kiosk.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^Too many wrong PINs at this kiosk\./)
  })

  it("once the university's bound is reached, holds back the kiosks that failed", async () => {
    // The hall above left 49 wrong PINs at Northbridge: this kiosk's one more reaches 50.
    const careful = await TestClient.loggedIn(server.url, 'northbridge')
    expect((await careful.post('/northbridge/checkpin', { pin: DEMO_PIN })).body.pass).toBe(true)
    const failing = await TestClient.loggedIn(server.url, 'northbridge')
    expect((await failing.post('/northbridge/checkpin', { pin: '0000' })).body.pass).toBe(false)
    const held = await failing.post('/northbridge/checkpin', { pin: DEMO_PIN })
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(/^Too many wrong PINs at this university's kiosks\./)
    expect((await careful.post('/northbridge/checkpin', { pin: DEMO_PIN })).body.pass).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, sessions } from '../db/schema'
import { DEMO_PASSWORD, demoEmail } from '../demo/seed'
import { SESSION_COOKIE } from '../plugins/sessions'
import { KIOSK_COOKIE } from '../security/kioskCookie'
import { sha256 } from '../security/secrets'
import { count } from '../test/fixtures'
import { startServer, type TestServer } from '../test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const sessionOf = async (cookie: string | undefined) => {
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(cookie ?? '')))
  return row ?? null
}

/** A browser at the login page: its guest session and the form's hidden token. */
async function atLoginPage(path = '/demo/login') {
  const client = server.client()
  const { answer } = await client.page(path)
  const token = /name="_token" value="([^"]*)"/.exec(answer.text)![1]!
  return { client, token, html: answer.text }
}

describe('the login form, posted without script', () => {
  it('signs in: 303 to the kiosk with a new session cookie and the kiosk cookie', async () => {
    const { client, token } = await atLoginPage()
    const guest = client.cookie(SESSION_COOKIE)
    const answer = await client.postForm('/demo/login/form', {
      _token: token,
      email: demoEmail('demo'),
      password: DEMO_PASSWORD,
      remember: '1',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/demo/pos#/')
    const staffCookie = client.cookie(SESSION_COOKIE)
    expect(staffCookie).not.toBe(guest)
    expect(await sessionOf(guest)).toBeNull()
    const row = await sessionOf(staffCookie)
    expect(row!.staffId).toEqual(expect.any(Number))
    expect(row!.remember).toBe(true)
    expect(client.cookie(KIOSK_COOKIE)).toBeTruthy()
    expect((await client.page('/demo/pos')).boot?.user?.email).toBe('staff@demo.example')
  })

  it('returns to the takings report when the report sent the person to log in', async () => {
    const { client, token, html } = await atLoginPage('/demo/login?return=reports')
    expect(html).toContain('name="return" value="reports"')
    const answer = await client.postForm('/demo/login/form', {
      _token: token,
      return: 'reports',
      email: demoEmail('demo'),
      password: DEMO_PASSWORD,
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/demo/reports/pos')
  })

  it('a wrong password shows the page again with the error and the email, and changes nothing', async () => {
    const { client, token } = await atLoginPage()
    const guest = client.cookie(SESSION_COOKIE)
    const sessionsBefore = await count(server.db, sessions)
    const failuresBefore = await count(server.db, auditLog, eq(auditLog.action, 'login.failed'))
    const answer = await client.postForm('/demo/login/form', {
      _token: token,
      email: 'staff@demo.example',
      password: 'not-the-password',
    })
    expect(answer.status).toBe(422)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.text).toContain('Whoops! Something went wrong.')
    expect(answer.text).toContain('These credentials do not match our records.')
    expect(answer.text).toMatch(/name="email"[^>]*value="staff@demo.example"/)
    expect(answer.text).toMatch(/name="password"[^>]*value=""/)
    expect(answer.text).not.toContain('not-the-password')
    expect(client.cookie(SESSION_COOKIE)).toBe(guest)
    expect((await sessionOf(guest))!.staffId).toBeNull()
    expect(await count(server.db, sessions)).toBe(sessionsBefore)
    expect(await count(server.db, auditLog, eq(auditLog.action, 'login.failed'))).toBe(
      failuresBefore + 1,
    )
  })

  it('refuses a post without the session token, or with another, back to the page to try again', async () => {
    const { client } = await atLoginPage()
    const fields = { email: demoEmail('demo'), password: DEMO_PASSWORD }
    for (const extra of [{}, { _token: 'not-the-token' }] as Record<string, string>[]) {
      const answer = await client.postForm('/demo/login/form', { ...fields, ...extra })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/demo/login?expired=1')
      expect((await sessionOf(client.cookie(SESSION_COOKIE)))!.staffId).toBeNull()
    }
    const again = await client.get('/demo/login?expired=1')
    expect(again.text).toContain('This page was open too long to be sent. Sign in again.')
    expect(again.text).not.toContain('<script')
    // A page elsewhere has no session cookie of ours: its token is worth nothing.
    const { token } = await atLoginPage()
    const stranger = server.client()
    const answer = await stranger.postForm('/demo/login/form', { ...fields, _token: token })
    expect(answer.status).toBe(303)
    expect(stranger.cookie(SESSION_COOKIE)).toBeUndefined()
    // The JSON login keeps its JSON refusal.
    const json = await server
      .client()
      .post('/demo/login', { email: fields.email, password: DEMO_PASSWORD })
    expect(json.status).toBe(419)
  })

  it("refuses another university's staff at this university's form", async () => {
    const { client, token } = await atLoginPage()
    const answer = await client.postForm('/demo/login/form', {
      _token: token,
      email: demoEmail('northbridge'),
      password: DEMO_PASSWORD,
    })
    expect(answer.status).toBe(422)
    expect(answer.text).toContain('These credentials do not match our records.')
    expect((await sessionOf(client.cookie(SESSION_COOKIE)))!.staffId).toBeNull()
  })
})

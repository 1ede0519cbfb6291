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

  it('a wrong password leads back to the login page, with the error and the email, and changes nothing', async () => {
    const { client, token } = await atLoginPage()
    const guest = client.cookie(SESSION_COOKIE)
    const sessionsBefore = await count(server.db, sessions)
    const failuresBefore = await count(server.db, auditLog, eq(auditLog.action, 'login.failed'))
    const answer = await client.postForm('/demo/login/form', {
      _token: token,
      email: 'staff@demo.example',
      password: 'not-the-password',
    })
    // The address bar shows the login page, not the form's target.
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location')!
    expect(location).toBe('/demo/login?refused=credentials&email=staff%40demo.example')
    expect(location).not.toContain('not-the-password')
    const page = await client.get(location)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.text).toContain('Whoops! Something went wrong.')
    expect(page.text).toContain('These credentials do not match our records.')
    expect(page.text).toMatch(/name="email"[^>]*value="staff@demo.example"/)
    expect(page.text).toMatch(/name="password"[^>]*value=""/)
    expect(page.text).not.toContain('not-the-password')
    expect(client.cookie(SESSION_COOKIE)).toBe(guest)
    expect((await sessionOf(guest))!.staffId).toBeNull()
    expect(await count(server.db, sessions)).toBe(sessionsBefore)
    expect(await count(server.db, auditLog, eq(auditLog.action, 'login.failed'))).toBe(
      failuresBefore + 1,
    )
  })

  it('a refusal keeps where the login returns to, and the next try goes there', async () => {
    const { client, token } = await atLoginPage('/demo/login?return=admin')
    const refused = await client.postForm('/demo/login/form', {
      _token: token,
      return: 'admin',
      email: demoEmail('demo'),
      password: '',
    })
    expect(refused.status).toBe(303)
    const location = refused.headers.get('location')!
    expect(new URL(location, server.url).pathname).toBe('/demo/login')
    expect(new URL(location, server.url).searchParams.get('return')).toBe('admin')
    const page = await client.get(location)
    expect(page.text).toContain('The password field is required.')
    expect(page.text).toContain('name="return" value="admin"')
    const again = await client.postForm('/demo/login/form', {
      _token: /name="_token" value="([^"]*)"/.exec(page.text)![1]!,
      return: 'admin',
      email: demoEmail('demo'),
      password: DEMO_PASSWORD,
    })
    expect(again.headers.get('location')).toBe('/demo/admin')
  })

  it('an account locked out after wrong passwords says how long to wait', async () => {
    const { client, token } = await atLoginPage()
    let location = ''
    for (let tries = 0; tries < 8 && !location.includes('wait='); tries++) {
      const answer = await client.postForm('/demo/login/form', {
        _token: token,
        email: 'locked-out@demo.example',
        password: 'wrong',
      })
      expect(answer.status).toBe(303)
      location = answer.headers.get('location')!
    }
    expect(location).toMatch(/^\/demo\/login\?wait=\d+&email=locked-out%40demo.example$/)
    const page = await client.get(location)
    expect(page.text).toMatch(/Too many login attempts\. Please wait .+ and try again\./)
  })

  it('a made-up refusal in the address shows no words of its own', async () => {
    const page = await server.client().get('/demo/login?refused=Call%20this%20number')
    expect(page.text).toContain('The sign-in was refused. Please try again.')
    expect(page.text).not.toContain('Call this number')
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
    // A stale form for the back office leads back to the back office's login.
    const stale = await client.postForm('/demo/login/form', { ...fields, return: 'admin' })
    expect(stale.headers.get('location')).toBe('/demo/login?expired=1&return=admin')
    expect((await client.get('/demo/login?expired=1&return=admin')).text).toContain(
      'name="return" value="admin"',
    )
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
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(/^\/demo\/login\?refused=credentials&/)
    expect((await sessionOf(client.cookie(SESSION_COOKIE)))!.staffId).toBeNull()
  })
})

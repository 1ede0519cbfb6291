import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, sessions } from '../../db/schema'
import { DEMO_PASSWORD, demoEmail } from '../../demo/seed'
import { sha256 } from '../../security/secrets'
import { SESSION_COOKIE } from '../../plugins/sessions'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const sessionRow = async (cookie: string | undefined) => {
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(cookie ?? '')))
  return row ?? null
}

describe('pages', () => {
  it('GET / embeds the universities and starts no session', async () => {
    const client = server.client()
    const { status, boot, answer } = await client.page('/')
    expect(status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(boot).toMatchObject({ page: 'picker', tenant: null, user: null, csrfToken: null })
    expect(boot!.version).toMatch(/^v\d+\.\d+\.\d+/)
    expect(boot!.universities).toEqual([
      { label: 'Demo University', value: 'demo' },
      { label: 'Northbridge University', value: 'northbridge' },
    ])
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined()
  })

  it('GET /universities and /{tenant}/universities list the universities publicly', async () => {
    const client = server.client()
    for (const path of ['/universities', '/demo/universities']) {
      const answer = await client.get(path)
      expect(answer.status).toBe(200)
      expect(answer.body).toContainEqual({ label: 'Northbridge University', value: 'northbridge' })
    }
  })

  it('GET /demo/login renders the form with a CSRF token of a new guest session in an HttpOnly SameSite cookie', async () => {
    const client = server.client()
    const { status, boot, answer } = await client.page('/demo/login')
    expect(status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // Rendered on the server with no script at all: no boot data, no <script>.
    expect(boot).toBeNull()
    expect(answer.text).not.toMatch(/<script/i)
    expect(answer.text).toContain('Demo University')
    const form = /<form[^>]*>/.exec(answer.text)?.[0]
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/demo/login/form"')
    const token = /name="_token" value="([^"]*)"/.exec(answer.text)?.[1]
    expect(token).toMatch(/^[\w-]{20,}$/)
    const attributes = client.cookieAttributes(SESSION_COOKIE)!
    expect(attributes).toMatch(/HttpOnly/i)
    expect(attributes).toMatch(/SameSite=Lax/i)
    expect(attributes).toMatch(/Path=\//i)
    const row = await sessionRow(client.cookie(SESSION_COOKIE))
    expect(row).toMatchObject({ staffId: null, csrfToken: token })
    // The table keeps only a hash of the cookie.
    expect(row!.id).not.toBe(client.cookie(SESSION_COOKIE))
  })

  it('GET /demo/pos without a session redirects to the login page', async () => {
    const answer = await server.client().get('/demo/pos')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/demo/login')
  })

  it('an unknown university answers 404 with a message', async () => {
    const client = server.client()
    for (const path of [
      '/nowhere/login',
      '/nowhere/pos',
      '/nowhere/ceremonies',
      '/NOT_A_SLUG/csrf',
    ]) {
      const answer = await client.get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.message, path).toEqual(expect.any(String))
    }
    const post = await client.post('/nowhere/login', { email: 'a@b.c', password: 'x' })
    expect(post.status).toBe(404)
  })
})

describe('login', () => {
  it('a wrong password answers 422 with errors and starts no staff session', async () => {
    const client = server.client()
    await client.page('/demo/login')
    const guestCookie = client.cookie(SESSION_COOKIE)
    const before = await count(server.db, sessions)
    const answer = await client.login('demo', { password: 'not-the-password' })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('These credentials do not match our records.')
    expect(answer.body.errors).toEqual({ email: ['These credentials do not match our records.'] })
    expect(await count(server.db, sessions)).toBe(before)
    expect(client.cookie(SESSION_COOKIE)).toBe(guestCookie)
    expect((await sessionRow(guestCookie))!.staffId).toBeNull()
    const failures = await count(server.db, auditLog, eq(auditLog.action, 'login.failed'))
    expect(failures).toBeGreaterThan(0)
  })

  it('empty fields answer 422 per field', async () => {
    const client = server.client()
    await client.fetchCsrf('demo')
    const answer = await client.post('/demo/login', { email: ' ', password: '' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    })
  })

  it('without the CSRF token answers 419 and writes no session', async () => {
    const client = server.client()
    const before = await count(server.db, sessions)
    const audits = await count(server.db, auditLog)
    const answer = await client.post('/demo/login', {
      email: demoEmail('demo'),
      password: DEMO_PASSWORD,
    })
    expect(answer.status).toBe(419)
    expect(answer.body).toEqual({ message: 'CSRF token mismatch.' })
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await count(server.db, sessions)).toBe(before)
    expect(await count(server.db, auditLog)).toBe(audits)
  })

  it("with another session's token answers 419 and leaves the guest session a guest", async () => {
    const other = server.client()
    const otherToken = await other.fetchCsrf('demo')
    const client = server.client()
    await client.fetchCsrf('demo')
    const answer = await client.post(
      '/demo/login',
      { email: demoEmail('demo'), password: DEMO_PASSWORD },
      { headers: { 'x-csrf-token': otherToken } },
    )
    expect(answer.status).toBe(419)
    expect((await sessionRow(client.cookie(SESSION_COOKIE)))!.staffId).toBeNull()
  })

  it('accepts the token in the _token body field', async () => {
    const client = server.client()
    const token = await client.fetchCsrf('demo')
    const answer = await client.post(
      '/demo/login',
      { email: demoEmail('demo'), password: DEMO_PASSWORD, _token: token },
      { csrf: false },
    )
    expect(answer.status).toBe(200)
  })

  it('rotates the session id and the token, and opens the kiosk with the user in its boot data', async () => {
    const client = server.client()
    await client.page('/demo/login')
    const guestCookie = client.cookie(SESSION_COOKIE)!
    const guestToken = (await sessionRow(guestCookie))!.csrfToken

    const answer = await client.post('/demo/login', {
      email: 'STAFF@demo.example',
      password: DEMO_PASSWORD,
      remember: false,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ redirect: '/demo/pos#/' })
    const staffCookie = client.cookie(SESSION_COOKIE)!
    expect(staffCookie).not.toBe(guestCookie)
    expect(await sessionRow(guestCookie)).toBeNull()
    const row = await sessionRow(staffCookie)
    expect(row).toMatchObject({
      universityId: await universityId(server.db, 'demo'),
      remember: false,
    })
    expect(row!.staffId).toEqual(expect.any(Number))
    expect(row!.csrfToken).not.toBe(guestToken)

    const { status, boot } = await client.page('/demo/pos')
    expect(status).toBe(200)
    expect(boot).toMatchObject({
      page: 'pos',
      tenant: 'demo',
      universityName: 'Demo University',
      user: { name: 'Demo Staff', email: 'staff@demo.example', tenant: 'demo', role: 'operator' },
      csrfToken: row!.csrfToken,
      // Without WEBKIOSK_URL the menu shows WEB-KIOSK disabled rather than a dead link.
      webkioskUrl: '',
    })
    expect(boot!.reportsUrl).toContain('/demo/reports/pos')
    // The token known before login no longer works.
    const stale = await client.post(
      '/demo/checkpin',
      { pin: '0000' },
      { headers: { 'x-csrf-token': guestToken } },
    )
    expect(stale.status).toBe(419)
    // A logged-in visit to the login page goes to the kiosk.
    const login = await client.get('/demo/login')
    expect(login.status).toBe(302)
    expect(login.headers.get('location')).toBe('/demo/pos#/')
  })

  it('remember keeps the cookie across browser restarts and the session longer', async () => {
    const client = server.client()
    await client.fetchCsrf('demo')
    const answer = await client.login('demo', { remember: true })
    expect(answer.status).toBe(200)
    expect(client.cookieAttributes(SESSION_COOKIE)).toMatch(/Max-Age=\d+/i)
    const row = await sessionRow(client.cookie(SESSION_COOKIE))
    expect(row!.remember).toBe(true)
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000)
  })

  it('locks an account after 5 failures a minute: 429 even for the right password', async () => {
    const client = server.client()
    await client.fetchCsrf('northbridge')
    const email = demoEmail('northbridge')
    for (let i = 0; i < 5; i++) {
      const answer = await client.login('northbridge', { email, password: `wrong-${i}` })
      expect(answer.status).toBe(422)
    }
    const locked = await client.login('northbridge', { email, password: DEMO_PASSWORD })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/too many/i)
    expect((await sessionRow(client.cookie(SESSION_COOKIE)))!.staffId).toBeNull()
  })
})

describe('login bursts', () => {
  it('a burst of wrong passwords at once gets no more guesses than one after another', async () => {
    const clients = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = server.client()
        await client.fetchCsrf('demo')
        return client
      }),
    )
    // The burst comes at one instant: the server's clock stands still while it is answered. On a
    // busy machine its answers could otherwise spread over more than the second the fifth
    // failure makes the next guess wait, and a sixth guess would then rightly be let through.
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.login('demo', { email: 'nobody@demo.example', password: `guess-${i}` }),
      ),
    ).finally(() => vi.useRealTimers())
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 422)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  })
})

describe('logout and session checks', () => {
  it('logout answers 204, deletes the session row and closes the kiosk', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const cookie = client.cookie(SESSION_COOKIE)
    expect(await sessionRow(cookie)).not.toBeNull()
    const staffId = (await sessionRow(cookie))!.staffId
    const answer = await client.post('/demo/logout')
    expect(answer.status).toBe(204)
    expect(await sessionRow(cookie)).toBeNull()
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined()
    const logouts = await count(
      server.db,
      auditLog,
      and(eq(auditLog.action, 'logout'), eq(auditLog.staffId, staffId!)),
    )
    expect(logouts).toBeGreaterThan(0)
    // Even a copy of the old cookie opens nothing now.
    const replay = new TestClient(server.url)
    replay.cookies.set(SESSION_COOKIE, { value: cookie!, attributes: '' })
    expect((await replay.get('/demo/pos')).status).toBe(302)
    expect((await replay.get('/demo/ceremonies')).status).toBe(401)
  })

  it('logout without the token answers 419 and keeps the session', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.post('/demo/logout', undefined, { csrf: false })
    expect(answer.status).toBe(419)
    expect(answer.body).toEqual({ message: 'CSRF token mismatch.' })
    expect(await sessionRow(client.cookie(SESSION_COOKIE))).not.toBeNull()
    expect((await client.get('/demo/pos')).status).toBe(200)
  })

  it('an API call without a session answers 401', async () => {
    const answer = await server.client().get('/demo/ceremonies')
    expect(answer.status).toBe(401)
    expect(answer.body.message).toEqual(expect.any(String))
  })

  it('a guest session (token only) is not a staff session: 401', async () => {
    const client = server.client()
    await client.fetchCsrf('demo')
    expect((await client.get('/demo/stocks')).status).toBe(401)
    expect((await client.post('/demo/checkpin', { pin: '1234' })).status).toBe(401)
  })

  it("a demo session reading /northbridge/ceremonies answers 403, and its kiosk page is the other's login", async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.get('/northbridge/ceremonies')
    expect(answer.status).toBe(403)
    expect(answer.body.message).toEqual(expect.any(String))
    const pos = await client.get('/northbridge/pos')
    expect(pos.status).toBe(302)
    expect(pos.headers.get('location')).toBe('/northbridge/login')
  })

  it('an expired session is refused and removed', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const id = sha256(client.cookie(SESSION_COOKIE)!)
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id))
    expect((await client.get('/demo/ceremonies')).status).toBe(401)
    expect(await sessionRow(client.cookie(SESSION_COOKIE))).toBeNull()
  })
})

describe('OpenAPI', () => {
  it('GET /docs/json describes the API routes', async () => {
    const answer = await server.client().get('/docs/json')
    expect(answer.status).toBe(200)
    expect(answer.body.openapi).toMatch(/^3\./)
    const paths = Object.keys(answer.body.paths)
    for (const path of [
      '/universities',
      '/{tenant}/csrf',
      '/{tenant}/login',
      '/{tenant}/logout',
      '/{tenant}/ceremonies',
      '/{tenant}/stocks',
      '/{tenant}/students/{studentId}',
      '/{tenant}/orders',
      '/{tenant}/checkpin',
      '/{tenant}/ges/orders/{orderId}',
      '/{tenant}/orderitems/{itemId}',
      '/{tenant}/orders/{orderId}/confirmation',
      '/{tenant}/orderitem',
      '/{tenant}/orderitem/{itemId}',
      '/{tenant}/orders/{orderId}/void',
      '/{tenant}/orderitems/{itemId}/refund',
    ]) {
      expect(paths).toContain(path)
    }
    expect(answer.body.paths['/{tenant}/orders'].post.requestBody).toBeDefined()
    for (const path of [
      '/{tenant}/orders/{orderId}/void',
      '/{tenant}/orderitems/{itemId}/refund',
    ]) {
      const post = answer.body.paths[path].post
      expect(post.requestBody, path).toBeDefined()
      expect(Object.keys(post.responses), path).toEqual(
        expect.arrayContaining(['200', '403', '404', '409', '422', '429']),
      )
    }
  })

  it('GET /docs answers an HTML page', async () => {
    const answer = await server.client().get('/docs')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.text).toMatch(/swagger/i)
  })

  it("serves Swagger UI's own files, under its own policy, and says so of a path it does not have", async () => {
    const client = server.client()
    const script = await client.get('/docs/static/swagger-ui-bundle.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    const page = await client.get('/docs')
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self' data: validator/)
    const missing = await client.get('/docs/nothing')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'Nothing is served at GET /docs/nothing.' })
  })
})

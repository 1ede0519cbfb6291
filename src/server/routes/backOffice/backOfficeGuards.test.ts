import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'

let server: TestServer
let manager: TestClient
let operator: TestClient
let otherManager: TestClient
let guest: TestClient

beforeAll(async () => {
  server = await startServer()
  manager = await managerClient(server.url, 'demo')
  operator = await TestClient.loggedIn(server.url, 'demo')
  otherManager = await managerClient(server.url, 'northbridge')
  guest = new TestClient(server.url)
  await guest.fetchCsrf('demo')
})
afterAll(async () => {
  await server?.close()
})

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every back-office route as Fastify registered it, with a path a request can take. */
function backOfficeRoutes() {
  return server.app.routeList
    .filter((r) => r.url.startsWith('/:tenant/admin/api/') && r.method !== 'HEAD')
    .map((r) => ({
      method: r.method,
      write: WRITES.has(r.method),
      // An id no row has: a manager's call reaches the route and changes nothing.
      path: r.url.replace(':tenant', 'demo').replace(':id', '999999'),
    }))
}

const send = (client: TestClient, route: { method: string; path: string }, csrf = true) =>
  client.request(route.method, route.path, { json: route.method === 'GET' ? undefined : {}, csrf })

describe('the back office API', () => {
  it('has routes for ceremonies, staff and the audit log, all found in the route list', () => {
    const paths = backOfficeRoutes().map((r) => `${r.method} ${r.path}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /demo/admin/api/ceremonies',
        'POST /demo/admin/api/ceremonies',
        'PUT /demo/admin/api/ceremonies/999999',
        'DELETE /demo/admin/api/ceremonies/999999',
        'GET /demo/admin/api/staff',
        'POST /demo/admin/api/staff/999999/disable',
        'GET /demo/admin/api/audit',
        'GET /demo/admin/api/audit.csv',
      ]),
    )
    expect(paths.length).toBeGreaterThanOrEqual(13)
  })

  it("refuses every route to an operator (403), another university's manager (403) and no session (401)", async () => {
    const demo = await universityId(server.db, 'demo')
    const refusalsBefore = await count(
      server.db,
      auditLog,
      and(eq(auditLog.universityId, demo), eq(auditLog.action, 'admin.refused')),
    )
    for (const route of backOfficeRoutes()) {
      const label = `${route.method} ${route.path}`
      const byOperator = await send(operator, route)
      expect({ label, status: byOperator.status }).toEqual({ label, status: 403 })
      expect(byOperator.body.message).toMatch(/for managers/)
      const byOther = await send(otherManager, route)
      expect({ label, status: byOther.status }).toEqual({ label, status: 403 })
      // A guest session has a CSRF token but no one signed in.
      const byGuest = await send(guest, route)
      expect({ label, status: byGuest.status }).toEqual({ label, status: 401 })
    }
    // Each operator's attempt is a line of the audit log.
    expect(
      await count(
        server.db,
        auditLog,
        and(eq(auditLog.universityId, demo), eq(auditLog.action, 'admin.refused')),
      ),
    ).toBe(refusalsBefore + backOfficeRoutes().length)
  })

  it('refuses every write without the CSRF token, even to a manager, before reading its body', async () => {
    for (const route of backOfficeRoutes().filter((r) => r.write)) {
      const label = `${route.method} ${route.path}`
      const answer = await send(manager, route, false)
      // 419, as every write of the API answers a missing token: the kiosk's transport renews
      // its token on a 419 and tries once more.
      expect({ label, status: answer.status }).toEqual({ label, status: 419 })
    }
  })

  it('lets the manager through every route, with no answer a 5xx', async () => {
    for (const route of backOfficeRoutes()) {
      const label = `${route.method} ${route.path}`
      const answer = await send(manager, route)
      expect({ label, refused: [401, 403, 419].includes(answer.status) }).toEqual({
        label,
        refused: false,
      })
      expect({ label, failed: answer.status >= 500 }).toEqual({ label, failed: false })
    }
  })
})

describe('the back office page', () => {
  it('serves a manager the page, an operator a plain 403, and no session the login page', async () => {
    const page = await manager.page('/demo/admin')
    expect(page.status).toBe(200)
    expect(page.boot).toMatchObject({ page: 'admin', user: { role: 'manager' } })

    const refused = await operator.get<string>('/demo/admin')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('content-type')).toMatch(/text\/html/)
    expect(refused.text).toContain('The back office is for managers.')

    const away = await new TestClient(server.url).get('/demo/admin')
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('/demo/login?return=admin')
    // Signed in, the login page with that return sends the manager back to the back office.
    const back = await manager.get('/demo/login?return=admin')
    expect(back.headers.get('location')).toBe('/demo/admin')
  })
})

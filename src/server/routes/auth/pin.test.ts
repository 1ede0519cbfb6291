import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, authFailures, sessions } from '../../db/schema'
import { DEMO_PIN } from '../../demo/seed'
import { SESSION_COOKIE } from '../../plugins/sessions'
import { KIOSK_COOKIE } from '../../security/kioskCookie'
import { sha256 } from '../../security/secrets'
import { TestClient } from '../../test/client'
import { count, staffOf, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'

/**
 * PIN lockouts last 5 minutes, so this file has a server of its own. The tenant limit is raised
 * above the kiosk limit so each rule can be seen on its own: demo shows the kiosk rule,
 * northbridge the tenant rule.
 */
const TENANT_LIMIT = 20
let server: TestServer

beforeAll(async () => {
  server = await startServer({ config: { pinTenantLimit: TENANT_LIMIT } })
})
afterAll(async () => {
  await server?.close()
})

const sessionOf = async (client: TestClient) => {
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(client.cookie(SESSION_COOKIE)!)))
  return row!
}

describe('POST /{tenant}/checkpin', () => {
  it('a right PIN passes with its operator and is remembered by the session', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(answer.status).toBe(200)
    const staffMember = await staffOf(server.db, 'demo')
    expect(answer.body).toEqual({ pass: true, operator: staffMember })
    const session = await sessionOf(client)
    expect(session.pinOperatorId).toBe(staffMember.id)
    expect(Date.now() - session.pinCheckedAt!.getTime()).toBeLessThan(60_000)
  })

  it('a wrong PIN answers pass false and is audited', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const demoId = await universityId(server.db, 'demo')
    const before = await count(
      server.db,
      auditLog,
      and(eq(auditLog.action, 'pin.failed'), eq(auditLog.universityId, demoId)),
    )
    for (const pin of ['0000', '', 'abcd', '12345678']) {
      const answer = await client.post('/demo/checkpin', { pin })
      expect(answer.status, pin).toBe(200)
      expect(answer.body, pin).toEqual({ pass: false })
    }
    expect(
      await count(
        server.db,
        auditLog,
        and(eq(auditLog.action, 'pin.failed'), eq(auditLog.universityId, demoId)),
      ),
    ).toBe(before + 4)
    expect((await sessionOf(client)).pinOperatorId).toBeNull()
    expect(
      await count(
        server.db,
        authFailures,
        eq(authFailures.scope, `kiosk:${client.cookie(KIOSK_COOKIE)}`),
      ),
    ).toBe(4)
  })

  it('locks a kiosk after 5 wrong PINs in a minute: 429 even for the right PIN, other kiosks unaffected', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/demo/checkpin', { pin: `000${i}` })).body).toEqual({
        pass: false,
      })
    }
    const locked = await client.post('/demo/checkpin', { pin: DEMO_PIN })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/5 minutes/)
    expect((await sessionOf(client)).pinOperatorId).toBeNull()
    // The university has fewer failures than its limit (this file makes at most 14 at demo).
    const failures = await count(
      server.db,
      authFailures,
      eq(authFailures.scope, `tenant:${await universityId(server.db, 'demo')}`),
    )
    expect(failures).toBeLessThan(TENANT_LIMIT)
    const other = await TestClient.loggedIn(server.url, 'demo')
    expect((await other.post('/demo/checkpin', { pin: DEMO_PIN })).body).toMatchObject({
      pass: true,
    })
  })

  it('at the tenant limit holds back every kiosk but those that passed a PIN lately and did not fail', async () => {
    const atWork = await TestClient.loggedIn(server.url, 'northbridge')
    expect((await atWork.post('/northbridge/checkpin', { pin: DEMO_PIN })).body.pass).toBe(true)
    const kiosksUsed = await Promise.all(
      [1, 2, 3, 4, 5].map(() => TestClient.loggedIn(server.url, 'northbridge')),
    )
    const spread = [4, 4, 4, 4, 4]
    expect(spread.reduce((a, b) => a + b)).toBe(TENANT_LIMIT)
    for (const [index, client] of kiosksUsed.entries()) {
      for (let i = 0; i < spread[index]!; i++) {
        const answer = await client.post('/northbridge/checkpin', { pin: '9999' })
        expect(answer.status).toBe(200)
      }
    }
    // A kiosk that failed (4, under its own limit) and a new one wait; the one at work goes on.
    for (const held of [kiosksUsed[0]!, await TestClient.loggedIn(server.url, 'northbridge')]) {
      const answer = await held.post('/northbridge/checkpin', { pin: DEMO_PIN })
      expect(answer.status).toBe(429)
      expect(answer.body.message).toMatch(/^Too many wrong PINs at this university's kiosks\./)
      expect((await sessionOf(held)).pinOperatorId).toBeNull()
    }
    expect((await atWork.post('/northbridge/checkpin', { pin: DEMO_PIN })).body.pass).toBe(true)
    // A browser that drops its kiosk cookie is a new kiosk: it waits too.
    atWork.cookies.delete(KIOSK_COOKIE)
    expect((await atWork.post('/northbridge/checkpin', { pin: DEMO_PIN })).status).toBe(429)
    // Another university keeps working.
    const demo = await TestClient.loggedIn(server.url, 'demo')
    expect((await demo.post('/demo/checkpin', { pin: DEMO_PIN })).status).not.toBe(429)
  })

  it('a burst of wrong PINs at once gets no more guesses than one after another', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/demo/checkpin', { pin: String(5000 + i) }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(
      await count(
        server.db,
        authFailures,
        eq(authFailures.scope, `kiosk:${client.cookie(KIOSK_COOKIE)}`),
      ),
    ).toBe(5)
  })
})

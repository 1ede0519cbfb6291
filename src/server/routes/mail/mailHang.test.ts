import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import { sentMail } from '../../db/schema'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'
import { startSilentSmtp, startSmtp, type TestSmtp } from '../../test/smtp'

let silent: Awaited<ReturnType<typeof startSilentSmtp>>
let smtp: TestSmtp | null = null
let server: TestServer

beforeAll(async () => {
  silent = await startSilentSmtp()
  // Quick retries, the production per-attempt timeout (10 s at most).
  server = await startServer({ smtpUrl: silent.url, mail: { retryBaseMs: 200, pollMs: 100 } })
})
afterAll(async () => {
  await server?.close()
  await silent?.close()
  await smtp?.close()
})

const rowOf = async (id: number) =>
  (await server.db.select().from(sentMail).where(eq(sentMail.id, id)))[0]!

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const end = Date.now() + ms
  let value = await read()
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

describe('a mail server that accepts the connection and then says nothing', () => {
  it('answers the kiosk at once with queued, gives each attempt up within 10 s, and delivers once after it is replaced', async () => {
    const demo = await TestClient.loggedIn(server.url, 'demo')
    const order = (await demo.get<Order[]>('/demo/orders?name=Lindqvist')).body[0]!
    const asked = Date.now()
    const answer = await demo.post(`/demo/orders/${order.id}/confirmation`, {
      email: 'hung@example.com',
    })
    const answeredMs = Date.now() - asked
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ queued: true, mail_id: expect.any(Number) })
    // The kiosk waits about 2 s for a mail server, never the 10 s an attempt may take.
    expect(answeredMs).toBeLessThan(4_000)

    const id = answer.body.mail_id as number
    const failed = await until(
      () => rowOf(id),
      (row) => row.attempts >= 1,
      20_000,
    )
    const firstAttemptMs = Date.now() - asked
    expect(failed).toMatchObject({ status: expect.stringMatching(/queued|sending/), attempts: 1 })
    expect(failed.error).toMatch(/Greeting never received|did not answer|timeout/i)
    // Polled every 100 ms: the first attempt ended well within its 10 s.
    expect(firstAttemptMs).toBeLessThan(10_500)

    // The mail server comes back at the same address, now answering.
    await silent.close()
    smtp = await startSmtp(silent.port)
    const sent = await until(
      () => rowOf(id),
      (row) => row.status === 'sent',
      60_000,
    )
    expect(sent).toMatchObject({ status: 'sent', error: null })
    // A retry still in flight would show up now as a second copy.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(smtp.received.filter((m) => m.to[0] === 'hung@example.com')).toHaveLength(1)
  }, 120_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import type { OrderPayload } from '../../../domain/contract/requests'
import { pinSealer, type PinSealer } from '../../../client/offline/pinSeal'
import { and, desc } from 'drizzle-orm'
import { auditLog, orders, staff } from '../../db/schema'
import { isoDay } from '../../../domain/dates'
import { TestClient } from '../../test/client'
import { ceremonyOf, count } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let client: TestClient
let seal: PinSealer
let ceremonyId: number
let bear: Stock

beforeAll(async () => {
  server = await startServer()
  client = await TestClient.loggedIn(server.url, 'demo')
  const { boot } = await client.page('/demo/pos')
  seal = await pinSealer(boot!.offlineKey!)
  ceremonyId = await ceremonyOf(server.db, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
})
afterAll(async () => {
  await server?.close()
})

let serial = 0
const key = () => `offline-test-${Date.now()}-${++serial}`

/** A normal-store sale as a kiosk queues it offline: no PIN check beforehand, the PIN sealed. */
const offlineSale = async (pin: string | null, extra: Partial<OrderPayload> = {}) =>
  orderPayload(ceremonyId, [{ stock: bear }], {
    mode: 'normal',
    offline: {
      number: `K7QX-${String(++serial).padStart(4, '0')}`,
      sold_at: new Date().toISOString(),
      ...(pin === null ? {} : { pin: await seal(pin) }),
    },
    ...extra,
  })

const rowOf = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('POST /{tenant}/orders with a sale made offline', () => {
  it('the kiosk page carries the public key; the private half never leaves the server', async () => {
    const { boot, answer } = await client.page('/demo/pos')
    expect(boot?.offlineKey).toMatch(/^[A-Za-z0-9+/=]{300,}$/)
    expect(answer.text).not.toContain('PRIVATE')
  })

  it('records the operator of the sealed PIN, the provisional number and the sale day', async () => {
    const payload = await offlineSale('1234')
    const answer = await client.post<Order>('/demo/orders', payload, {
      headers: { 'idempotency-key': key() },
    })
    expect(answer.status, answer.text).toBe(201)
    const row = await rowOf(answer.body.id)
    const [operator] = await server.db.select().from(staff).where(eq(staff.id, row.posOperator))
    expect(operator?.email).toBe('staff@demo.example')
    expect(row.pinUnverified).toBe(false)
    expect(row.offlineNumber).toBe(payload.offline!.number)
    expect(row.date).toBe(isoDay(new Date(payload.offline!.sold_at)))
    expect(answer.body).toMatchObject({ offline_number: payload.offline!.number })
    // The number the customer was told finds the order in the lookup, however it is typed.
    const typed = ` ${payload.offline!.number.toLowerCase()} `
    const found = await client.get<Order[]>(
      `/demo/orders?type=orderid&value=${encodeURIComponent(typed)}`,
    )
    expect(found.status, found.text).toBe(200)
    expect(found.body.map((o) => o.id)).toEqual([answer.body.id])
  })

  it('refuses a sale whose sealed PIN fails at sync, or that carries none, and writes nothing', async () => {
    const before = await count(server.db, orders)
    for (const [pin, words] of [
      ['0000', "not a PIN of this university's staff"],
      [null, 'must carry the staff PIN'],
    ] as const) {
      const answer = await client.post('/demo/orders', await offlineSale(pin), {
        headers: { 'idempotency-key': key() },
      })
      expect(answer.status, answer.text).toBe(422)
      expect(answer.body.errors['offline.pin'][0]).toContain(words)
    }
    expect(await count(server.db, orders)).toBe(before)
  })

  it('refuses a forged sale from a fresh session: no PIN, dated before its login', async () => {
    const fresh = await TestClient.loggedIn(server.url, 'demo')
    const before = await count(server.db, orders)
    const forged = await offlineSale(null)
    const answer = await fresh.post(
      '/demo/orders',
      { ...forged, offline: { number: 'ZZ-1', sold_at: '1999-12-31T23:00:00Z' } },
      { headers: { 'idempotency-key': key() } },
    )
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.errors['offline.sold_at'][0]).toContain("before this kiosk's session began")
    const future = new Date(Date.now() + 10 * 60_000).toISOString()
    const ahead = await fresh.post(
      '/demo/orders',
      { ...forged, offline: { ...forged.offline, sold_at: future } },
      { headers: { 'idempotency-key': key() } },
    )
    expect(ahead.body.errors['offline.sold_at'][0]).toContain('in the future')
    expect(await count(server.db, orders)).toBe(before)
  })

  it('sent twice with its key, it is one order', async () => {
    const payload = await offlineSale('1234')
    const sent = key()
    const before = await count(server.db, orders)
    const [first, second] = await Promise.all([
      client.post<Order>('/demo/orders', payload, { headers: { 'idempotency-key': sent } }),
      client.post<Order>('/demo/orders', payload, { headers: { 'idempotency-key': sent } }),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.id).toBe(first.body.id)
    expect(await count(server.db, orders)).toBe(before + 1)
  })

  it('refuses an offline sale without its Idempotency-Key and writes nothing', async () => {
    const before = await count(server.db, orders)
    const answer = await client.post('/demo/orders', await offlineSale('1234'))
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.message).toContain('Idempotency-Key')
    expect(await count(server.db, orders)).toBe(before)
  })

  it('refuses a sale time that is not a date and a malformed number', async () => {
    const bad = await offlineSale('1234')
    const answer = await client.post(
      '/demo/orders',
      { ...bad, offline: { ...bad.offline, sold_at: 'yesterday' } },
      { headers: { 'idempotency-key': key() } },
    )
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.message).toContain('not a date')
    const badNumber = await client.post(
      '/demo/orders',
      { ...bad, offline: { ...bad.offline, number: 'x' } },
      { headers: { 'idempotency-key': key() } },
    )
    expect(badNumber.status).toBe(422)
  })
})

describe('POST /{tenant}/offline/cancelled', () => {
  const cancelled = {
    number: 'K7QX-0042',
    note: 'Customer took a refund; the bear was out of stock.',
    amount: '35.00',
    // Read when sent: a sale of this kiosk's shift, which began at its login.
    get sold_at() {
      return new Date().toISOString()
    },
    reason: 'This product is no longer sold.',
  }

  it('records the cancelled sale and its note for a manager', async () => {
    const answer = await client.post('/demo/offline/cancelled', cancelled)
    expect(answer.status, answer.text).toBe(200)
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offline.cancelled')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(line).toMatchObject({
      subject: 'offline:K7QX-0042',
      details: { note: cancelled.note, amount_cents: 3500, reason: cancelled.reason },
    })
  })

  it('refuses a blank note and writes nothing', async () => {
    const before = await count(server.db, auditLog)
    const answer = await client.post('/demo/offline/cancelled', { ...cancelled, note: '   ' })
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body.message).toBe('Please write why the sale is cancelled.')
    expect(await count(server.db, auditLog)).toBe(before)
  })

  it.each([['yesterday-ish'], ['+099999-01-01T00:00:00Z'], ['1999-12-31T23:00:00Z']])(
    'refuses a sale time of %j and writes nothing',
    async (soldAt) => {
      const before = await count(server.db, auditLog)
      const answer = await client.post('/demo/offline/cancelled', { ...cancelled, sold_at: soldAt })
      expect(answer.status, answer.text).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['sold_at'])
      expect(await count(server.db, auditLog)).toBe(before)
    },
  )
})

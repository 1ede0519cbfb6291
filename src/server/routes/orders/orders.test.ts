import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gt } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import type { Student } from '../../../domain/contract/student'
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import { auditLog, idempotencyKeys, orderItems, orders, sessions } from '../../db/schema'
import { sha256 } from '../../security/secrets'
import { SESSION_COOKIE } from '../../plugins/sessions'
import { TestClient } from '../../test/client'
import { ceremonyOf, count, staffOf, universityId } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { passPin } from '../../test/testSales'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient
let ceremonyId: number
let bear: Stock
let posy: Stock
let frame: Stock
let plaque: Stock
let portrait: Stock
let student: Student

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  ceremonyId = await ceremonyOf(server.db, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  posy = await stockNamed(server.db, 'demo', 'Graduation Posy')
  frame = await stockNamed(server.db, 'demo', 'Classic Degree Frame')
  plaque = await stockNamed(server.db, 'demo', 'Degree Plaque')
  portrait = await stockNamed(server.db, 'demo', 'Studio Portrait Session')
  student = (await demo.get<Student[]>('/demo/students/41001004')).body[0]!
})
afterAll(async () => {
  await server?.close()
})

/** Rows that a refused save must not have written. */
async function writes() {
  return {
    orders: await count(server.db, orders),
    items: await count(server.db, orderItems),
    audits: await count(server.db, auditLog, eq(auditLog.action, 'order.save')),
    keys: await count(server.db, idempotencyKeys),
  }
}

const normal = (
  lines: Parameters<typeof orderPayload>[1],
  overrides: Parameters<typeof orderPayload>[2] = {},
) => orderPayload(ceremonyId, lines, { mode: 'normal', ...overrides })

const customer = () => ({
  customer_id: student.id,
  name: student.name,
  lastname: student.lastname,
  countrycode: '61',
  phone: '0412 345 678',
  email: student.email!,
})

const address = {
  extra_streetname1: '1 Test Street',
  extra_city: 'Carlton',
  extra_state: 'VIC',
  extra_postcode: '3053',
  extra_country: 'Australia',
}

describe('POST /{tenant}/orders in normal mode', () => {
  it('refuses a sale without a passed PIN with 422 and writes nothing', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const before = await writes()
    const answer = await client.post('/demo/orders', normal([{ stock: bear }], { pos_operator: 1 }))
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toHaveProperty('pos_operator')
    expect(answer.body.message).toMatch(/PIN/)
    expect(await writes()).toEqual(before)
  })

  it('saves with the operator of the PIN checked in this session, then needs a new PIN', async () => {
    const operator = await passPin(demo, 'demo')
    const staffMember = await staffOf(server.db, 'demo')
    expect(operator).toEqual(staffMember)
    const before = await writes()
    const payload = normal([{ stock: bear, qty: 2 }, { stock: posy }], {
      ...customer(),
      pos_operator: 999,
      type: 'Order#Eftpos',
    })
    const answer = await demo.post<Order>('/demo/orders', payload)
    expect(answer.status).toBe(201)
    const order = answer.body
    expect(order).toMatchObject({
      customer_id: student.id,
      ceremony_id: ceremonyId,
      type: 'Order#Eftpos',
      name: student.name,
      lastname: student.lastname,
      phone: '+61412345678',
      email: student.email,
      amount: 100,
      paid: 100,
      is_pos_order: true,
      pos_operator: staffMember.id,
      customer: { id: student.id, student_id: student.student_id },
      ceremony: { id: ceremonyId },
    })
    expect(order.order_items.map((i) => [i.name, i.qty, i.amount, i.status, i.type])).toEqual([
      ['Graduation Bear', 2, 70, 'Open', 'OrderItem#Bear'],
      ['Graduation Posy', 1, 30, 'Open', 'OrderItem#Flower'],
    ])

    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({
      posOperator: staffMember.id,
      amount: '100.00',
      paid: '100.00',
      isPosOrder: true,
    })
    expect(await writes()).toEqual({
      ...before,
      orders: before.orders + 1,
      items: before.items + 2,
      audits: before.audits + 1,
    })
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.save'), eq(auditLog.subject, `order:${order.id}`)))
    expect(audit!.details).toMatchObject({
      operator: staffMember.id,
      amount: '100.00',
      mode: 'normal',
    })

    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(demo.cookie(SESSION_COOKIE)!)))
    expect(session!.pinOperatorId).toBeNull()
    const again = await demo.post('/demo/orders', normal([{ stock: bear }]))
    expect(again.status).toBe(422)
    expect(again.body.errors).toHaveProperty('pos_operator')
  })

  it('a PIN passed in another session does not count', async () => {
    const other = await TestClient.loggedIn(server.url, 'demo')
    await passPin(other, 'demo')
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.post('/demo/orders', normal([{ stock: bear }]))
    expect(answer.status).toBe(422)
  })

  it('a PIN older than 5 minutes no longer counts', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    await passPin(client, 'demo')
    await server.db
      .update(sessions)
      .set({ pinCheckedAt: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where(eq(sessions.id, sha256(client.cookie(SESSION_COOKIE)!)))
    const answer = await client.post('/demo/orders', normal([{ stock: bear }]))
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toHaveProperty('pos_operator')
  })

  it('one PIN pays for one sale even when several saves race', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    await passPin(client, 'demo')
    const before = await count(server.db, orders)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post('/demo/orders', normal([{ stock: bear }]), {
          headers: { 'idempotency-key': `race-pin-${i}-abcdef` },
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422])
    expect(await count(server.db, orders)).toBe(before + 1)
  })

  it('an express sale without a customer stores the placeholder customer', async () => {
    await passPin(demo, 'demo')
    const answer = await demo.post<Order>('/demo/orders', normal([{ stock: bear }]))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      customer_id: 0,
      customer: null,
      name: PLACEHOLDER_CUSTOMER.name,
      lastname: PLACEHOLDER_CUSTOMER.lastname,
      email: PLACEHOLDER_CUSTOMER.email,
      phone: '',
      countrycode: '61',
    })
  })

  it('appends the colour to frames and plaques and keeps it with the item', async () => {
    await passPin(demo, 'demo')
    const navy = colourOf(frame, 'Navy')
    const gold = colourOf(plaque, 'Gold')
    const answer = await demo.post<Order>(
      '/demo/orders',
      normal([
        { stock: frame, colour: { ...navy, note: 'not stored' } as typeof navy },
        { stock: plaque, colour: gold },
        { stock: bear, colour: navy },
      ]),
    )
    expect(answer.status).toBe(201)
    const items = answer.body.order_items
    expect(items.map((i) => i.name)).toEqual([
      'Classic Degree Frame with Navy Mat',
      'Degree Plaque Gold Plate',
      'Graduation Bear',
    ])
    expect(items[0]!.json.colour).toEqual(navy)
    expect(items[1]!.json.colour).toEqual(gold)
    // A colour sent for a stock without colour options is dropped.
    expect(items[2]!.json.colour).toBeUndefined()
    const rows = await server.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.body.id))
    expect(rows.map((r) => r.name).sort()).toEqual(items.map((i) => i.name).sort())
  })

  it('refuses a frame without a colour, or with a colour it does not offer, with 422 per line', async () => {
    await passPin(demo, 'demo')
    const before = await writes()
    const missing = await demo.post('/demo/orders', normal([{ stock: bear }, { stock: frame }]))
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({
      'stocks.1.colour': ['Choose a colour for Classic Degree Frame.'],
    })
    const wrong = await demo.post(
      '/demo/orders',
      normal([{ stock: frame, colour: { name: 'Gold', value: '#d4af37' } }]),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toHaveProperty(['stocks.0.colour'])
    expect(await writes()).toEqual(before)
  })

  it('refuses a tampered amount or paid value with 422 and writes nothing', async () => {
    await passPin(demo, 'demo')
    const before = await writes()
    const payload = normal([{ stock: bear }])
    for (const tampered of [
      { ...payload, amount: 1, paid: 1 },
      { ...payload, amount: 35.01, paid: 35.01 },
      { ...payload, paid: 0 },
    ]) {
      const answer = await demo.post('/demo/orders', tampered)
      expect(answer.status).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual([tampered.amount !== 35 ? 'amount' : 'paid'])
      expect(answer.body.message).toMatch(/\$35\.00/)
    }
    expect(await writes()).toEqual(before)
    // The refused attempts did not spend the PIN.
    expect((await demo.post('/demo/orders', payload)).status).toBe(201)
  })

  it('needs an address, field by field, when an item is posted', async () => {
    await passPin(demo, 'demo')
    const before = await writes()
    const answer = await demo.post('/demo/orders', normal([{ stock: portrait }], customer()))
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      'address.extra_streetname1': ['Address is required.'],
      'address.extra_city': ['Suburb is required.'],
      'address.extra_state': ['State is required.'],
      'address.extra_postcode': ['Postcode is required.'],
    })
    const blank = await demo.post(
      '/demo/orders',
      normal([{ stock: portrait }], { ...customer(), address: { ...address, extra_city: '  ' } }),
    )
    expect(blank.status).toBe(422)
    expect(blank.body.errors).toEqual({ 'address.extra_city': ['Suburb is required.'] })
    expect(await writes()).toEqual(before)

    // The country is always Australia, and fields an address does not have are not kept.
    const sent = { ...address, extra_country: 'Elsewhere', note: 'not stored' } as typeof address
    const saved = await demo.post<Order>(
      '/demo/orders',
      normal([{ stock: portrait }], { ...customer(), address: sent }),
    )
    expect(saved.status).toBe(201)
    expect(saved.body.address).toEqual(address)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, saved.body.id))
    expect(row!.address).toEqual(address)
  })

  it('refuses unknown products, ceremonies and customers, also those of another university', async () => {
    await passPin(demo, 'demo')
    const northId = await universityId(server.db, 'northbridge')
    const northStock = await stockNamed(server.db, 'northbridge', 'Graduation Bear')
    const northCeremony = await ceremonyOf(server.db, 'northbridge')
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const northStudent = (await north.get<Student[]>('/northbridge/students/52001001')).body[0]!
    expect(northStudent.id).toBeGreaterThan(0)
    expect(northId).toBeGreaterThan(0)
    const before = await writes()
    const cases: [unknown, string][] = [
      [normal([{ stock: northStock }]), 'stocks.0.id'],
      [normal([{ stock: { ...bear, id: 999_999 } }]), 'stocks.0.id'],
      [normal([{ stock: bear }], { ceremony_id: northCeremony }), 'ceremony_id'],
      [normal([{ stock: bear }], { ...customer(), customer_id: northStudent.id }), 'customer_id'],
      [normal([{ stock: bear }], { ...customer(), phone: '12' }), 'phone'],
      [normal([{ stock: bear }], { ...customer(), email: 'not-an-email' }), 'email'],
      [normal([{ stock: bear }], { ...customer(), name: ' ' }), 'name'],
    ]
    for (const [payload, field] of cases) {
      const answer = await demo.post('/demo/orders', payload)
      expect(answer.status, field).toBe(422)
      expect(answer.body.errors, field).toHaveProperty([field])
    }
    expect(await writes()).toEqual(before)
  })

  it('answers every wrong field of a sale in one 422, and writes nothing', async () => {
    await passPin(demo, 'demo')
    const before = await writes()
    const answer = await demo.post(
      '/demo/orders',
      normal([{ stock: { ...bear, id: 999_999 } }], {
        ...customer(),
        ceremony_id: 999_999,
        email: 'not-an-email',
      }),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      ceremony_id: ['Please select a ceremony.'],
      email: ['Invalid email address.'],
      'stocks.0.id': ['This product is no longer sold.'],
    })
    expect(answer.body.message).toBe('Please select a ceremony.')
    expect(await writes()).toEqual(before)
  })

  it('refuses a stock of a type that is not sold on its own (the matboard) with 422 per line', async () => {
    const matboard = await stockNamed(server.db, 'demo', 'Matboard Upgrade')
    expect(matboard.type).toBe('Stock#Matboard')
    const before = await writes()
    for (const mode of ['normal', 'stage'] as const) {
      const answer = await demo.post(
        '/demo/orders',
        orderPayload(ceremonyId, [{ stock: bear }, { stock: matboard }], { mode }),
      )
      expect(answer.status, mode).toBe(422)
      expect(answer.body, mode).toEqual({
        message: 'Matboard Upgrade is not sold on its own.',
        errors: { 'stocks.1.id': ['Matboard Upgrade is not sold on its own.'] },
      })
    }
    expect(await writes()).toEqual(before)
  })
})

describe('POST /{tenant}/orders in stage mode', () => {
  it('needs no PIN, records operator 0 and the placeholder customer', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const answer = await client.post<Order>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: bear }], {
        name: 'Someone',
        lastname: 'Else',
        pos_operator: 7,
      }),
    )
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      pos_operator: 0,
      customer_id: 0,
      name: PLACEHOLDER_CUSTOMER.name,
      lastname: PLACEHOLDER_CUSTOMER.lastname,
      email: PLACEHOLDER_CUSTOMER.email,
      phone: '',
      json: { mode: 'stage' },
    })
    const [row] = await server.db.select().from(orders).where(eq(orders.id, answer.body.id))
    expect(row!.posOperator).toBe(0)
  })

  it('asks no address for posted items', async () => {
    const answer = await demo.post<Order>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: portrait }]),
    )
    expect(answer.status).toBe(201)
    expect(answer.body.address).toBeNull()
  })
})

describe('Idempotency-Key', () => {
  it('the same key and body answer the same order, once', async () => {
    const key = 'same-key-same-body-1'
    // With a customer, so the save's own answer (from the columns the sale reads) is compared
    // whole with the order read back for the repeat, customer and ceremony included.
    await passPin(demo, 'demo')
    const payload = normal([{ stock: posy }], customer())
    const first = await demo.post<Order>('/demo/orders', payload, {
      headers: { 'idempotency-key': key },
    })
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const before = await writes()
    // Key order and the token do not make a different request.
    const reordered = Object.fromEntries(
      Object.entries({ ...payload, _token: 'ignored' }).reverse(),
    )
    const second = await demo.post<Order>('/demo/orders', reordered, {
      headers: { 'idempotency-key': key },
    })
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(first.body.customer).toEqual({
      id: student.id,
      student_id: student.student_id,
      name: student.name,
      lastname: student.lastname,
      email: student.email,
      phone: expect.any(String),
    })
    expect(first.body.ceremony).toMatchObject({ id: ceremonyId, name: expect.any(String) })
    expect(await writes()).toEqual(before)
    const [row] = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(row!.orderId).toBe(first.body.id)
  })

  it('the same key with another body answers 422 and writes nothing', async () => {
    const key = 'same-key-other-body-1'
    expect(
      (
        await demo.post('/demo/orders', orderPayload(ceremonyId, [{ stock: posy }]), {
          headers: { 'idempotency-key': key },
        })
      ).status,
    ).toBe(201)
    const before = await writes()
    const answer = await demo.post('/demo/orders', orderPayload(ceremonyId, [{ stock: bear }]), {
      headers: { 'idempotency-key': key },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toHaveProperty(['Idempotency-Key'])
    expect(await writes()).toEqual(before)
  })

  it('a refused save does not use up its key', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    const key = 'refused-then-saved-1'
    const payload = normal([{ stock: posy }])
    expect(
      (await client.post('/demo/orders', payload, { headers: { 'idempotency-key': key } })).status,
    ).toBe(422)
    expect(await count(server.db, idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(0)
    await passPin(client, 'demo')
    expect(
      (await client.post('/demo/orders', payload, { headers: { 'idempotency-key': key } })).status,
    ).toBe(201)
  })

  it('the same key sent 10 times at once makes exactly one order', async () => {
    const client = await TestClient.loggedIn(server.url, 'demo')
    await passPin(client, 'demo')
    const key = 'concurrent-key-0001'
    const payload = normal([{ stock: frame, colour: colourOf(frame, 'Black') }], customer())
    const before = await count(server.db, orders)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post<Order>('/demo/orders', payload, { headers: { 'idempotency-key': key } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9)
    expect(await count(server.db, orders)).toBe(before + 1)
    expect(await count(server.db, orders, gt(orders.id, answers[0]!.body.id))).toBe(0)
    expect(await count(server.db, orderItems, eq(orderItems.orderId, answers[0]!.body.id))).toBe(1)
  })

  it('are forgotten by the housekeeping after 7 days, so an old key is no replay', async () => {
    const demoId = await universityId(server.db, 'demo')
    const old = 'a-week-old-key-1'
    const recent = 'a-six-day-old-key-1'
    await server.db.insert(idempotencyKeys).values([
      {
        universityId: demoId,
        key: old,
        requestHash: 'x',
        createdAt: new Date(Date.now() - 7 * 86_400_000 - 60_000),
      },
      {
        universityId: demoId,
        key: recent,
        requestHash: 'x',
        createdAt: new Date(Date.now() - 6 * 86_400_000),
      },
    ])
    await server.app.housekeep()
    expect(await count(server.db, idempotencyKeys, eq(idempotencyKeys.key, old))).toBe(0)
    expect(await count(server.db, idempotencyKeys, eq(idempotencyKeys.key, recent))).toBe(1)
    const answer = await demo.post('/demo/orders', orderPayload(ceremonyId, [{ stock: posy }]), {
      headers: { 'idempotency-key': old },
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('idempotent-replayed')).toBeNull()
  })

  it('refuses a malformed key with 422', async () => {
    const before = await writes()
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const answer = await demo.post('/demo/orders', orderPayload(ceremonyId, [{ stock: posy }]), {
        headers: { 'idempotency-key': key },
      })
      expect(answer.status, key).toBe(422)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    expect(await writes()).toEqual(before)
  })
})

import { eq, sql } from 'drizzle-orm'
import type { Order } from '../../domain/contract/order'
import { isoDay } from '../../domain/dates'
import { ceremonies, orderItems, orders, outbox, sentMail } from '../db/schema'
import { addStaff } from '../services/admin/staffAdmin'
import { TestClient } from './client'
import { universityId } from './fixtures'
import { orderPayload } from './orderPayload'
import { colourOf, stockNamed } from './stockFixtures'
import { passPin } from './testSales'
import type { TestServer } from './harness'

/** The day every sale of the scenario is moved to, so a date range finds exactly them. */
export const SCENARIO_DAY = '2025-06-30'
export const BOB_PIN = '5678'

/** A local time of the scenario's day, as the server (same process time zone) reads it. */
export const at = (hour: number, minute: number) => {
  const [y, m, d] = SCENARIO_DAY.split('-').map(Number)
  return new Date(y!, m! - 1, d!, hour, minute)
}

export interface Scenario {
  ceremonyId: number
  northCeremonyId: number
  demoId: number
  orders: { a: Order; b: Order; c: Order; d: Order; north: Order }
}

async function newCeremony(server: TestServer, slug: string, name: string) {
  const [row] = await server.db
    .insert(ceremonies)
    .values({ universityId: await universityId(server.db, slug), date: isoDay(), name })
    .returning({ id: ceremonies.id })
  return row!.id
}

async function save(client: TestClient, slug: string, payload: ReturnType<typeof orderPayload>) {
  const answer = await client.post<Order>(`/${slug}/orders`, payload)
  if (answer.status !== 201) throw new Error(`save answered ${answer.status}: ${answer.text}`)
  return answer.body
}

async function push(client: TestClient, slug: string, order: Order) {
  const answer = await client.post(`/${slug}/ges/orders/${order.id}`, {})
  if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${answer.text}`)
}

/**
 * Sales of known amounts in a ceremony of their own, made over HTTP as the kiosk makes them:
 *  A  Cash,   PIN of the demo staff member: 2 × Graduation Bear            $70.00, both redeemed,
 *     $100.05 tendered, $30.05 change
 *  B  Eftpos, PIN of Bob: Classic Degree Frame $95 + Graduation Posy $30  $125.00, the frame
 *     then upgraded to the Premium Timber Frame, the $50.00 difference paid in cash
 *  C  Cash,   stage: Degree Presentation Photo                             $45.00, redeemed,
 *     $50.10 tendered, $5.10 change
 *  D  Eftpos, stage: Charm Bear Keyring $18.00, refused by the ordering system
 * and a receipt of A that failed. Northbridge sells a bear the same day in its own ceremony.
 */
export async function sellScenario(server: TestServer): Promise<Scenario> {
  const db = server.db
  const stock = (name: string) => stockNamed(db, 'demo', name)
  const [bear, frame, timber, posy, photo, charm] = await Promise.all(
    [
      'Graduation Bear',
      'Classic Degree Frame',
      'Premium Timber Frame',
      'Graduation Posy',
      'Degree Presentation Photo',
      'Charm Bear Keyring',
    ].map(stock),
  )
  await addStaff(db, {
    slug: 'demo',
    email: 'bob@demo.example',
    name: 'Bob Counter',
    password: 'bob-long-password',
    pin: BOB_PIN,
  })
  const ceremonyId = await newCeremony(server, 'demo', 'Report Test Ceremony')
  const northCeremonyId = await newCeremony(server, 'northbridge', 'North Report Ceremony')
  const demo = await TestClient.loggedIn(server.url, 'demo')
  const north = await TestClient.loggedIn(server.url, 'northbridge')

  await passPin(demo, 'demo')
  const normal = {
    mode: 'normal' as const,
    name: 'Ada',
    lastname: 'Lovelace',
    phone: '0412345678',
    email: 'ada@example.com',
  }
  const a = await save(
    demo,
    'demo',
    orderPayload(ceremonyId, [{ stock: bear!, qty: 2 }], {
      ...normal,
      type: 'Order#Cash',
      tendered: 100.05,
    }),
  )
  const pin = await demo.post('/demo/checkpin', { pin: BOB_PIN })
  if (pin.body.pass !== true) throw new Error(`Bob's PIN answered ${pin.text}`)
  const navy = colourOf(frame!, 'Navy')
  const b = await save(
    demo,
    'demo',
    orderPayload(ceremonyId, [{ stock: frame!, colour: navy }, { stock: posy! }], {
      ...normal,
      name: 'Grace',
      lastname: 'Hopper',
      type: 'Order#Eftpos',
    }),
  )
  const c = await save(
    demo,
    'demo',
    orderPayload(ceremonyId, [{ stock: photo! }], { tendered: 50.1 }),
  )
  const d = await save(
    demo,
    'demo',
    orderPayload(ceremonyId, [{ stock: charm! }], { type: 'Order#Eftpos' }),
  )
  const northBear = await stockNamed(db, 'northbridge', 'Graduation Bear')
  const northOrder = await save(
    north,
    'northbridge',
    orderPayload(northCeremonyId, [{ stock: northBear }]),
  )

  for (const order of [a, b, c]) await push(demo, 'demo', order)
  await push(north, 'northbridge', northOrder)
  const upgrade = await demo.put('/demo/orderitem', {
    fromOrderItemID: b.order_items[0]!.id,
    toStock: { id: timber!.id, colour: colourOf(timber!, 'Navy') },
    type: 'Cash',
    email: null,
  })
  if (upgrade.status !== 200) throw new Error(`upgrade answered ${upgrade.status}: ${upgrade.text}`)
  for (const item of [a.order_items[0]!, c.order_items[0]!]) {
    const redeem = await demo.put(`/demo/orderitems/${item.id}`, { status: 'Close' })
    if (redeem.status !== 200) throw new Error(`redeem answered ${redeem.status}: ${redeem.text}`)
  }

  // States the outboxes reach on their own after attempts; written here so the figures do not
  // depend on retry timings: GES refusing D, and a receipt of A that failed (B's failed, then went).
  await db
    .update(outbox)
    .set({
      status: 'failed',
      attempts: 3,
      lastError: 'The ordering system refused the order: unknown ceremony',
    })
    .where(eq(outbox.orderId, d.id))
  const demoId = await universityId(db, 'demo')
  const mail = { universityId: demoId, kind: 'order', subject: 'Your order' }
  await db.insert(sentMail).values([
    {
      ...mail,
      orderId: a.id,
      to: 'ada@example.com',
      status: 'failed',
      error: 'The mail server refused the connection.',
    },
    { ...mail, orderId: b.id, to: 'grace@example', status: 'failed', error: 'Bad address.' },
    { ...mail, orderId: b.id, to: 'grace@example.com', status: 'sent' },
  ])

  // Fixed times and one day, so hours and date ranges are known.
  const times: [Order, Date][] = [
    [a, at(10, 5)],
    [b, at(10, 40)],
    [c, at(11, 15)],
    [d, at(14, 0)],
    [northOrder, at(10, 0)],
  ]
  for (const [order, time] of times) {
    await db
      .update(orders)
      .set({ createdAt: time, date: SCENARIO_DAY })
      .where(eq(orders.id, order.id))
  }
  await db
    .update(orderItems)
    .set({
      json: sql`jsonb_set(${orderItems.json}, '{upgrade,at}', to_jsonb(${at(11, 30).toISOString()}::text))`,
    })
    .where(sql`${orderItems.json}->'upgrade' IS NOT NULL AND ${orderItems.orderId} = ${b.id}`)

  return { ceremonyId, northCeremonyId, demoId, orders: { a, b, c, d, north: northOrder } }
}

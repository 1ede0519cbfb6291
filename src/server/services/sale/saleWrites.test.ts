import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import {
  auditLog,
  idempotencyKeys,
  orderItems,
  orders,
  outbox,
  sessions,
  stocks,
} from '../../db/schema'
import { count, staffOf, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { writeSale, type OrderValues, type SaleEnd } from './saleWrites'

let server: TestServer
let db: Db
let demo: number
let staffId: number
let bear: typeof stocks.$inferSelect

beforeAll(async () => {
  server = await startServer()
  db = server.db
  demo = await universityId(db, 'demo')
  staffId = (await staffOf(db, 'demo')).id
  const [found] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.universityId, demo), eq(stocks.type, 'Stock#Bear')))
    .limit(1)
  bear = found!
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const values = (): OrderValues => ({
  universityId: demo,
  customerId: null,
  ceremonyId: null,
  type: 'Order#Cash',
  date: '2026-11-27',
  name: 'Ada',
  lastname: 'Lovelace',
  countrycode: null,
  phone: null,
  email: null,
  address: null,
  amount: '35.00',
  paid: '35.00',
  tendered: null,
  change: null,
  offlineNumber: null,
  soldOfflineAt: null,
  pinUnverified: false,
  kiosk: null,
  isPosOrder: true,
  posOperator: staffId,
  status: 'Paid',
  statusTs: new Date(),
  json: { mode: 'normal' },
})
const line = () => ({
  stock: { ...bear, require_address: bear.requireAddress },
  qty: 1,
  colour: null,
  amountCents: 3500,
})

/** A session whose PIN `staffId` has just passed. */
async function pinnedSession(id: string) {
  await db.insert(sessions).values({
    id,
    universityId: demo,
    staffId,
    csrfToken: 'token',
    pinOperatorId: staffId,
    pinCheckedAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  })
}

const end = (key: string | null, session: string | null): SaleEnd => ({
  universityId: demo,
  staffId,
  idempotencyKey: key,
  requestHash: 'hash',
  spendPin: session ? { session, operator: staffId } : null,
  details: { mode: 'normal' },
  pushAt: new Date(),
})

const pinOf = async (id: string) =>
  (await db.select().from(sessions).where(eq(sessions.id, id)))[0]?.pinOperatorId

describe('a sale written in one statement', () => {
  it('writes the order, its lines, its push, its audit line and its key, and spends the PIN', async () => {
    await pinnedSession('write-whole')
    const lines = [line(), { ...line(), qty: 2 }]
    const written = await writeSale(db, values(), lines, end('key-whole', 'write-whole'))
    expect(written).not.toBeNull()
    const id = written!.order.id
    const [stored] = await db.select().from(orders).where(eq(orders.id, id))
    expect(written!.order).toEqual(stored)
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id))
    expect(written!.items.sort((a, b) => a.id - b.id)).toEqual(items.sort((a, b) => a.id - b.id))
    expect(items.map((item) => item.qty).sort()).toEqual([1, 2])
    expect(await count(db, outbox, eq(outbox.orderId, id))).toBe(1)
    expect(await count(db, auditLog, eq(auditLog.subject, `order:${id}`))).toBe(1)
    const [key] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-whole'))
    expect(key).toMatchObject({ orderId: id, requestHash: 'hash', universityId: demo })
    expect(await pinOf('write-whole')).toBeNull()
  })

  it('writes nothing when another save has taken the key since the read', async () => {
    await pinnedSession('write-key')
    const first = await writeSale(db, values(), [line()], end('key-taken', null))
    const before = await count(db, orders)
    const audits = await count(db, auditLog)
    expect(await writeSale(db, values(), [line()], end('key-taken', null))).toBeNull()
    expect(await count(db, orders)).toBe(before)
    expect(await count(db, auditLog)).toBe(audits)
    const [key] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-taken'))
    expect(key?.orderId).toBe(first!.order.id)
  })

  it('writes nothing, not even the key, when another save has spent the PIN since the read', async () => {
    await pinnedSession('write-spent')
    await db
      .update(sessions)
      .set({ pinOperatorId: null, pinCheckedAt: null })
      .where(eq(sessions.id, 'write-spent'))
    const before = await count(db, orders)
    const items = await count(db, orderItems)
    const pushes = await count(db, outbox)
    expect(await writeSale(db, values(), [line()], end('key-spent', 'write-spent'))).toBeNull()
    expect(await count(db, orders)).toBe(before)
    expect(await count(db, orderItems)).toBe(items)
    expect(await count(db, outbox)).toBe(pushes)
    expect(await count(db, idempotencyKeys, eq(idempotencyKeys.key, 'key-spent'))).toBe(0)
  })

  it('writes a sale without a key or a PIN (a stage sale sent without a key)', async () => {
    const written = await writeSale(db, { ...values(), posOperator: 0 }, [line()], end(null, null))
    expect(written?.items).toHaveLength(1)
    const [stored] = await db.select().from(orders).where(eq(orders.id, written!.order.id))
    expect(stored?.posOperator).toBe(0)
  })
})

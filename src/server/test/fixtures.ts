import { and, eq, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Order, Stock } from '../../domain/contract/entities'
import type { OrderPayload } from '../../domain/contract/requests'
import { centsToDollars, toCents } from '../../domain/sale/money'
import type { Db } from '../db/client'
import { ceremonies, staff, stocks, universities } from '../db/schema'
import { DEMO_PIN } from '../db/seed'
import type { TestClient } from './client'
import type { TestServer } from './harness'

export async function universityId(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.slug, slug))
  if (!row) throw new Error(`no university ${slug}`)
  return row.id
}

export async function staffOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .innerJoin(universities, eq(universities.id, staff.universityId))
    .where(eq(universities.slug, slug))
  if (!row) throw new Error(`no staff at ${slug}`)
  return row
}

export async function stockNamed(db: Db, slug: string, name: string): Promise<Stock> {
  const id = await universityId(db, slug)
  const [row] = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.universityId, id), eq(stocks.name, name)))
  if (!row) throw new Error(`no stock ${name} at ${slug}`)
  const json = row.json as Stock['json']
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    price: centsToDollars(toCents(row.price)),
    json,
    require_address: row.requireAddress,
  } as Stock
}

/** A ceremony of the university (the second seeded one, which is today). */
export async function ceremonyOf(db: Db, slug: string): Promise<number> {
  const id = await universityId(db, slug)
  const rows = await db
    .select({ id: ceremonies.id })
    .from(ceremonies)
    .where(eq(ceremonies.universityId, id))
    .orderBy(ceremonies.id)
  return rows[1]!.id
}

export function count(db: Db, table: PgTable, where?: SQL): Promise<number> {
  return db.$count(table, where)
}

export interface Line {
  /** Only the id and price matter to a payload. */
  stock: Pick<Stock, 'id' | 'price'>
  qty?: number
  colour?: { name: string; value: string } | null
}

/** A save-order payload whose amount is the catalogue total, as the kiosk sends it. */
export function orderPayload(
  ceremonyId: number,
  lines: Line[],
  overrides: Partial<OrderPayload> = {},
): OrderPayload {
  const totalCents = lines.reduce((sum, l) => sum + toCents(l.stock.price) * (l.qty ?? 1), 0)
  return {
    type: 'Order#Cash',
    mode: 'stage',
    customer_id: 0,
    ceremony_id: ceremonyId,
    name: '',
    lastname: '',
    countrycode: '61',
    phone: '',
    email: '',
    amount: centsToDollars(totalCents),
    paid: centsToDollars(totalCents),
    address: null,
    stocks: lines.map((l) => ({
      id: l.stock.id,
      qty: l.qty ?? 1,
      ...(l.colour ? { colour: l.colour } : {}),
    })),
    ...overrides,
  }
}

export const colourOf = (stock: Stock, name: string) => {
  const colour = stock.json.data?.colour?.find((c) => c.name === name)
  if (!colour) throw new Error(`${stock.name} has no colour ${name}`)
  return colour
}

/** Checks the demo PIN in this session, so the next normal-mode save records its operator. */
export async function passPin(client: TestClient, tenant: string) {
  const answer = await client.post(`/${tenant}/checkpin`, { pin: DEMO_PIN })
  if (answer.status !== 200 || answer.body.pass !== true)
    throw new Error(`checkpin answered ${answer.status}: ${answer.text}`)
  return answer.body.operator as { id: number; name: string }
}

/** A stage-mode sale (no PIN needed), saved over HTTP. */
export async function saveStageOrder(
  client: TestClient,
  server: TestServer,
  tenant: string,
  lines: Line[],
): Promise<Order> {
  const answer = await client.post<Order>(
    `/${tenant}/orders`,
    orderPayload(await ceremonyOf(server.db, tenant), lines),
  )
  if (answer.status !== 201) throw new Error(`save answered ${answer.status}: ${answer.text}`)
  return answer.body
}

/** A stage-mode sale pushed to the ordering system, so its items can be upgraded. */
export async function savePushedOrder(
  client: TestClient,
  server: TestServer,
  tenant: string,
  lines: Line[],
): Promise<Order> {
  const order = await saveStageOrder(client, server, tenant, lines)
  const pushed = await client.post(`/${tenant}/ges/orders/${order.id}`, {})
  if (pushed.status !== 200) throw new Error(`push answered ${pushed.status}: ${pushed.text}`)
  const search = await client.get<Order[]>(
    `/${tenant}/orders?type=orderid&value=${order.id + 546674}`,
  )
  return search.body[0]!
}

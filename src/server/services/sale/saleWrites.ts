import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { nameWithColour } from '../../../domain/sale/colour'
import { centsToDecimal } from '../../../domain/sale/money'
import type { PricedLine } from '../../../domain/sale/orderLines'
import { itemTypeOfStock } from '../../../domain/stockTypes'
import type { Db } from '../../db/client'
import { columnNames, encoded, placeholders, reuse } from '../../db/prepared'
import { auditLog, idempotencyKeys, orderItems, orders, outbox, sessions } from '../../db/schema'
import { PUSH_KIND } from '../outbox/outbox'
import { countIdOf } from '../stock/onHand'
import type { SaleStock } from './saleReads'

// The write reads no count: the statement takes from whatever count the ceremony has.
type Line = PricedLine<Omit<SaleStock, 'onHand'>>
/**
 * Every field of the order a sale writes, each one always given: the statement is built once, for
 * the fields of the first sale (reuse), so every sale must send the same ones.
 */
export type OrderValues = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'universityId'
    | 'customerId'
    | 'ceremonyId'
    | 'type'
    | 'date'
    | 'name'
    | 'lastname'
    | 'countrycode'
    | 'phone'
    | 'email'
    | 'address'
    | 'amount'
    | 'paid'
    | 'tendered'
    | 'change'
    | 'offlineNumber'
    | 'soldOfflineAt'
    | 'pinUnverified'
    | 'kiosk'
    | 'isPosOrder'
    | 'posOperator'
    | 'status'
    | 'statusTs'
    | 'json'
  >
>
type LineValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>

export interface SaleEnd {
  universityId: number
  staffId: number
  idempotencyKey: string | null
  /** The key's fingerprint of the sale, so that a repeat can be told from another sale. */
  requestHash: string
  /** The session whose PIN this sale spends (one PIN entry pays for one sale), and its owner. */
  spendPin: { session: string; operator: number } | null
  details: Record<string, unknown>
  /** When the ordering system's worker first tries the order's queued push. */
  pushAt: Date
}

/**
 * The whole sale as one statement, so a save costs no BEGIN and COMMIT and holds no connection
 * between statements: the PIN spent, the idempotency key claimed, the order, its lines, its
 * queued push to the ordering system and the audit line, each a data-modifying CTE. The order is
 * written only if the PIN was still unspent and the key still free (another save may have taken
 * either since the sale was read); then the answer is null and nothing is written. Otherwise it
 * answers the rows as written (no read-back).
 */
export async function writeSale(db: Db, values: OrderValues, lines: Line[], end: SaleEnd) {
  const rows = lines.map((line): LineValues => ({
    universityId: end.universityId,
    customerId: values.customerId,
    stockId: line.stock.id,
    name: nameWithColour(line.stock.type, line.stock.name, line.colour),
    type: itemTypeOfStock(line.stock.type),
    qty: line.qty,
    amount: centsToDecimal(line.amountCents),
    status: 'Open',
    statusTs: new Date(),
    json: line.colour ? { colour: line.colour } : {},
  }))
  const names = end.idempotencyKey !== null
  const spends = end.spendPin !== null
  const key = `sale_write_${rows.length}_${Number(names)}${Number(spends)}`
  const query = reuse(db, key, () => saleStatement(db, values, rows, names, spends))
  const written = await query.execute({
    ...encoded(orders, values, 'o_'),
    ...Object.assign({}, ...rows.map((row, i) => encoded(orderItems, row, `l${i}_`))),
    university: end.universityId,
    staff: end.staffId,
    key: end.idempotencyKey,
    hash: end.requestHash,
    session: end.spendPin?.session,
    pin_operator: end.spendPin?.operator,
    details: JSON.stringify(end.details),
    push_at: end.pushAt,
  })
  const order = written[0]?.order
  if (!order) return null
  return { order, items: written.flatMap((row) => (row.line ? [row.line] : [])) }
}

/** The sale's statement for this shape, a placeholder for every value (built once: reuse). */
function saleStatement(
  db: Db,
  values: OrderValues,
  rows: LineValues[],
  names: boolean,
  spends: boolean,
) {
  const p = (name: string) => sql.placeholder(name)
  const ctes = []
  // Each step reads the one before, so nothing is written once one finds nothing: the PIN is
  // spent only if still unspent, the key claimed only then, and the order only if it was free.
  // (A PIN spent by a save whose key was then found taken stays spent. Only a repeat whose first
  // save, made without this PIN, lands between the repeat's read and write meets that; the
  // repeat still answers the first order.)
  const unspent = spends ? sql`WHERE EXISTS (SELECT 1 FROM spent_pin)` : sql``
  if (spends) {
    const spent = db
      .update(sessions)
      .set({ pinOperatorId: null, pinCheckedAt: null })
      .where(and(eq(sessions.id, p('session')), eq(sessions.pinOperatorId, p('pin_operator'))))
      .returning({ spent: sql`1` })
    ctes.push(db.$with('spent_pin', {}).as(spent.getSQL()))
  }
  // The order's id is taken first, so that the key names its order in the same statement (the
  // foreign key is checked at the statement's end, when the order is there).
  const nextId = sql`nextval('orders_id_seq')::integer`
  const gate = names
    ? sql`INSERT INTO ${idempotencyKeys} (university_id, key, request_hash, order_id)
        SELECT ${p('university')}::integer, ${p('key')}::text, ${p('hash')}::text, ${nextId}
        ${unspent} ON CONFLICT DO NOTHING RETURNING order_id AS id`
    : sql`SELECT ${nextId} AS id ${unspent}`
  ctes.push(db.$with('order_id', {}).as(gate))
  const newOrder = db.$with('new_order', getTableColumns(orders)).as(
    sql`INSERT INTO ${orders} (id, ${columnNames(orders, values)})
      SELECT order_id.id, ${sql.join(Object.values(placeholders(orders, values, 'o_')), sql`, `)}
      FROM order_id RETURNING *`,
  )
  const lineValues = rows.map(
    (row, i) => sql`(${sql.join(Object.values(placeholders(orderItems, row, `l${i}_`)), sql`, `)})`,
  )
  const saleLines = db.$with('sale_lines', getTableColumns(orderItems)).as(
    sql`INSERT INTO ${orderItems} (order_id, ${columnNames(orderItems, rows[0] ?? {})})
      SELECT new_order.id, v.* FROM new_order, (VALUES ${sql.join(lineValues, sql`, `)}) AS v
      RETURNING *`,
  )
  const audit = sql`INSERT INTO ${auditLog} (university_id, staff_id, action, subject, details)
    SELECT ${p('university')}::integer, ${p('staff')}::integer, 'order.save',
      'order:' || new_order.id, ${p('details')}::jsonb FROM new_order`
  const push = sql`INSERT INTO ${outbox} (university_id, order_id, kind, status, next_attempt_at)
    SELECT ${p('university')}::integer, new_order.id, ${PUSH_KIND}::text, 'pending',
      ${p('push_at')}::timestamptz FROM new_order`
  // Stock on hand moves with the sale: each stock's count at the order's ceremony, if it has one.
  // A count may go below zero (an offline sale, or one the operator confirmed): it is flagged.
  const taken = sql`UPDATE stock_counts c SET on_hand = c.on_hand - t.qty, updated_at = now()
    FROM (SELECT l.stock_id, sum(l.qty)::integer AS qty, min(n.ceremony_id) AS ceremony_id
      FROM sale_lines l, new_order n GROUP BY l.stock_id) AS t
    WHERE c.id = ${countIdOf(sql`t.stock_id`, sql`t.ceremony_id`)}`
  ctes.push(
    newOrder,
    saleLines,
    db.$with('audit_line', {}).as(audit),
    db.$with('queued_push', {}).as(push),
    db.$with('taken_stock', {}).as(taken),
  )
  return db
    .with(...ctes)
    .select({ order: newOrder._.selectedFields, line: saleLines._.selectedFields })
    .from(newOrder)
    .leftJoin(saleLines, sql`true`)
}

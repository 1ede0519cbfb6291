import { and, eq, sql, type SQL } from 'drizzle-orm'
import { nameWithColour } from '../../domain/sale/colour'
import { centsToDecimal } from '../../domain/sale/money'
import type { PricedLine } from '../../domain/sale/orderLines'
import { itemTypeOfStock } from '../../domain/stockTypes'
import type { Tx } from '../db/client'
import { encoded, placeholders, reuse } from '../db/prepared'
import {
  auditLog,
  idempotencyKeys,
  orderItems,
  orders,
  outbox,
  sessions,
  stocks,
} from '../db/schema'
import { PUSH_KIND } from './outbox'

type Line = PricedLine<typeof stocks.$inferSelect>
type LineRow = typeof orderItems.$inferInsert

/** The order's row, as written (RETURNING). Every call passes the same fields (one statement). */
export async function writeOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const query = reuse(tx, 'sale_order', () =>
    tx.insert(orders).values(placeholders(values)).returning(),
  )
  const [order] = await query.execute(encoded(orders, values))
  if (!order) throw new Error('The order row was not written.')
  return order
}

export interface SaleEnd {
  universityId: number
  staffId: number
  orderId: number
  idempotencyKey: string | null
  /** The session whose PIN this sale spends (one PIN entry pays for one sale), or null. */
  spendPinOf: string | null
  details: Record<string, unknown>
  /** When the ordering system's worker first tries the order's queued push. */
  pushAt: Date
}

/**
 * The order's lines and the sale's last writes as one statement: the order's push to the ordering
 * system is queued, the idempotency key names the order, the PIN is spent and the audit line is
 * written, each a data-modifying CTE of the lines'
 * multi-row insert. Answers the lines as written (no read-back).
 */
export async function writeLines(tx: Tx, lines: Line[], customerId: number | null, end: SaleEnd) {
  const rows = lines.map((line): LineRow => ({
    orderId: end.orderId,
    universityId: end.universityId,
    customerId,
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
  const spends = end.spendPinOf !== null
  const key = `sale_lines_${rows.length}_${Number(names)}${Number(spends)}`
  const query = reuse(tx, key, () => linesStatement(tx, rows, names, spends))
  return query.execute({
    ...Object.assign({}, ...rows.map((row, i) => encoded(orderItems, row, `l${i}_`))),
    order: end.orderId,
    university: end.universityId,
    staff: end.staffId,
    key: end.idempotencyKey,
    session: end.spendPinOf,
    subject: `order:${end.orderId}`,
    details: end.details,
    push_at: end.pushAt,
  })
}

/** The lines' statement for this many rows, a placeholder for every value (built once: reuse). */
function linesStatement(tx: Tx, rows: LineRow[], names: boolean, spends: boolean) {
  const p = (name: string) => sql.placeholder(name)
  const steps: { alias: string; statement: SQL }[] = []
  if (names) {
    const named = tx
      .update(idempotencyKeys)
      .set({ orderId: sql`${p('order')}` })
      .where(
        and(eq(idempotencyKeys.universityId, p('university')), eq(idempotencyKeys.key, p('key'))),
      )
    steps.push({ alias: 'named_key', statement: named.getSQL() })
  }
  if (spends) {
    const spent = tx
      .update(sessions)
      .set({ pinOperatorId: null, pinCheckedAt: null })
      .where(eq(sessions.id, p('session')))
    steps.push({ alias: 'spent_pin', statement: spent.getSQL() })
  }
  const audit = tx.insert(auditLog).values({
    universityId: p('university'),
    staffId: p('staff'),
    action: 'order.save',
    subject: p('subject'),
    details: p('details'),
  })
  steps.push({ alias: 'audit_line', statement: audit.getSQL() })
  const push = tx.insert(outbox).values({
    universityId: p('university'),
    orderId: p('order'),
    kind: PUSH_KIND,
    status: 'pending',
    nextAttemptAt: p('push_at'),
  })
  steps.push({ alias: 'queued_push', statement: push.getSQL() })
  const ctes = steps.map((step) => tx.$with(step.alias, {}).as(step.statement))
  return tx
    .with(...ctes)
    .insert(orderItems)
    .values(rows.map((row, i) => placeholders(row, `l${i}_`)))
    .returning()
}

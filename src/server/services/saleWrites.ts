import { and, eq, type SQL } from 'drizzle-orm'
import { nameWithColour } from '../../domain/sale/colour'
import { centsToDecimal } from '../../domain/sale/money'
import type { PricedLine } from '../../domain/sale/orderLines'
import { itemTypeOfStock } from '../../domain/stockTypes'
import type { Tx } from '../db/client'
import { auditLog, idempotencyKeys, orderItems, orders, sessions, stocks } from '../db/schema'

type Line = PricedLine<typeof stocks.$inferSelect>

/** The order's row, as written (RETURNING). */
export async function writeOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [order] = await tx.insert(orders).values(values).returning()
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
}

/**
 * The order's lines and the sale's last writes as one statement: the idempotency key names the
 * order, the PIN is spent and the audit line is written, each a data-modifying CTE of the lines'
 * multi-row insert. Answers the lines as written (no read-back).
 */
export async function writeLines(tx: Tx, lines: Line[], customerId: number | null, end: SaleEnd) {
  const steps: { alias: string; statement: SQL }[] = []
  if (end.idempotencyKey) {
    const named = tx
      .update(idempotencyKeys)
      .set({ orderId: end.orderId })
      .where(
        and(
          eq(idempotencyKeys.universityId, end.universityId),
          eq(idempotencyKeys.key, end.idempotencyKey),
        ),
      )
    steps.push({ alias: 'named_key', statement: named.getSQL() })
  }
  if (end.spendPinOf) {
    const spent = tx
      .update(sessions)
      .set({ pinOperatorId: null, pinCheckedAt: null })
      .where(eq(sessions.id, end.spendPinOf))
    steps.push({ alias: 'spent_pin', statement: spent.getSQL() })
  }
  const audit = tx.insert(auditLog).values({
    universityId: end.universityId,
    staffId: end.staffId,
    action: 'order.save',
    subject: `order:${end.orderId}`,
    details: end.details,
  })
  steps.push({ alias: 'audit_line', statement: audit.getSQL() })
  const ctes = steps.map((step) => tx.$with(step.alias, {}).as(step.statement))
  return tx
    .with(...ctes)
    .insert(orderItems)
    .values(
      lines.map((line) => ({
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
      })),
    )
    .returning()
}

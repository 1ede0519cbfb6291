import { eq } from 'drizzle-orm'
import type { TerminalAttempt } from '../../../domain/contract/terminal'
import { centsToDecimal } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { orderItems, terminalAttempts, terminals } from '../../db/schema'
import { orderItemDto } from '../dto/orderItemDto'
import { readOrder } from '../orders/orderReader'

export type AttemptRow = typeof terminalAttempts.$inferSelect

/** The attempt as the kiosk sees it, with the order it saved once approved. */
export async function attemptDto(db: Db, row: AttemptRow): Promise<TerminalAttempt> {
  const [terminal] = await db
    .select({ label: terminals.label })
    .from(terminals)
    .where(eq(terminals.id, row.terminalId))
  const order = row.orderId ? await readOrder(db, row.universityId, row.orderId) : null
  const [item] = row.orderItemId
    ? await db.select().from(orderItems).where(eq(orderItems.id, row.orderItemId))
    : []
  const answer: TerminalAttempt = {
    id: row.id,
    purpose: row.purpose,
    amount: centsToDecimal(row.amountCents),
    state: row.state,
    display: row.display,
    reason: row.reason,
    result:
      row.receipt && row.authCode && row.card
        ? {
            receipt: row.receipt,
            auth_code: row.authCode,
            card: row.card,
            terminal: terminal?.label ?? '',
          }
        : null,
    order,
  }
  if (row.purpose === 'upgrade') answer.upgraded = item ? orderItemDto(item) : null
  if (row.purpose === 'refund') answer.refunded = item ? orderItemDto(item) : null
  return answer
}

export async function attemptRow(db: Db, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(terminalAttempts).where(eq(terminalAttempts.id, id))
  return row ?? null
}

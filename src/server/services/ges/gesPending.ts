import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { outbox } from '../../db/schema'
import { PUSH_KIND } from '../outbox/outbox'

/**
 * Why an order's items cannot be upgraded before the ordering system has its reference, in words
 * for the counter: it is still on its way (the outbox is sending it), or the system refused it.
 */
export async function notYetUpgradable(tx: Tx, orderId: number): Promise<string> {
  const [entry] = await tx
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.kind, PUSH_KIND), eq(outbox.orderId, orderId)))
  return entry?.status === 'failed'
    ? 'The ordering system refused this order, so its items cannot be upgraded. Ask the office to check it.'
    : 'This order is still being sent to the ordering system; try again in a minute.'
}

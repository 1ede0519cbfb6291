import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { universities } from '../../db/schema'
import { readOrder } from '../orders/orderReader'
import { postedStocks } from '../catalogue/postedStocks'
import type { MailRow } from './mailClaim'
import type { MailMessage } from './mailer'
import { orderConfirmation, upgradeConfirmation } from './receipts'

/**
 * A waiting receipt rendered from its order as it is now, so it carries the reference the push
 * brought back ("to follow" when there is none). Null when the order or item is gone: the row's
 * own message is sent then.
 */
export async function renderAgain(db: Db, row: MailRow): Promise<MailMessage | null> {
  if (!row.orderId) return null
  const order = await readOrder(db, row.universityId, row.orderId)
  const [university] = await db
    .select({ name: universities.name })
    .from(universities)
    .where(eq(universities.id, row.universityId))
  if (!order || !university) return null
  const posted = await postedStocks(db, row.universityId, order)
  if (row.kind === 'order_confirmation')
    return orderConfirmation(order, university.name, row.to, posted)
  const item = order.order_items.find((i) => i.id === row.orderItemId)
  if (row.kind === 'upgrade_confirmation' && item)
    return upgradeConfirmation(order, item, university.name, row.to, posted)
  return null
}

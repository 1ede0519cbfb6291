import { eq, sql } from 'drizzle-orm'
import type { Drawer, DrawerCloseBody } from '../../../domain/contract/drawer'
import { countTotal, readCounts } from '../../../domain/drawer/denominations'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { variance } from '../../../domain/drawer/expectedCash'
import { centsToDecimal } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { cashDrawers } from '../../db/schema'
import { audit } from '../audit'
import { verifyPin, type PinContext } from '../auth/verifyPin'
import { Refusal } from '../refusal'
import { kioskOf, type DrawerContext } from './drawerContext'
import { drawerAnswer, drawerRows, expectedOf, lockOpenDrawer, openDrawerOf } from './drawerRead'

/**
 * Closes this kiosk's drawer with its count. Who counted is the owner of the staff PIN given,
 * checked under the same lockouts as every PIN (verifyPin); it lets no sale be saved. The close
 * time is set first, so the expected cash read next is of the drawer's whole time open, and is
 * stored beside the count and the variance: the Z report shows them as they were at the count.
 */
export async function closeDrawer(
  db: Db,
  ctx: DrawerContext,
  body: DrawerCloseBody,
  pin: PinContext,
): Promise<Drawer> {
  const counts = readCounts(body.counts)
  if (!counts.ok) throw new Refusal(422, counts.message, counts.errors)
  const kiosk = kioskOf(ctx)
  // Before the PIN, so a PIN is not tried (nor counted against the lockout) for no drawer.
  const [open] = await drawerRows(db, openDrawerOf(ctx.universityId, kiosk))
  if (!open) throw new Refusal(409, DRAWER_MESSAGES.noneOpen)
  const counter = await verifyPin(db, body.pin, pin)
  if (!counter) throw Refusal.field('pin', DRAWER_MESSAGES.wrongPin)
  const counted = countTotal(counts.value)
  return db.transaction(async (tx) => {
    const row = await lockOpenDrawer(tx, ctx.universityId, kiosk)
    if (!row) throw new Refusal(409, DRAWER_MESSAGES.noneOpen)
    // The database's clock, which also stamped the sales the drawer's window is compared with.
    await tx
      .update(cashDrawers)
      .set({ closedAt: sql`now()` })
      .where(eq(cashDrawers.id, row.id))
    const [closing] = await drawerRows(tx, eq(cashDrawers.id, row.id))
    const expected = expectedOf(closing!)
    const over = variance(counted, expected)
    await tx
      .update(cashDrawers)
      .set({
        counts: counts.value,
        counted: centsToDecimal(counted),
        expected: centsToDecimal(expected),
        variance: centsToDecimal(over),
        countedBy: counter.id,
      })
      .where(eq(cashDrawers.id, row.id))
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: 'drawer.close',
      subject: `drawer:${row.id}`,
      details: {
        counted_by: counter.id,
        counted: centsToDecimal(counted),
        expected: centsToDecimal(expected),
        variance: centsToDecimal(over),
      },
    })
    const [closed] = await drawerRows(tx, eq(cashDrawers.id, row.id))
    return drawerAnswer(tx, closed!)
  })
}

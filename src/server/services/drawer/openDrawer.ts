import type { Drawer } from '../../../domain/contract/drawer'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { readFloat } from '../../../domain/drawer/opening'
import { centsToDecimal } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { cashDrawers } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { kioskOf, type DrawerContext } from './drawerContext'
import { currentDrawer } from './drawerRead'

/**
 * Opens this kiosk's drawer with its float. The one open drawer per kiosk is the database's
 * unique index, so two opens at once make one drawer and one 409.
 */
export async function openDrawer(db: Db, ctx: DrawerContext, float: unknown): Promise<Drawer> {
  const read = readFloat(float)
  if (!read.ok) throw new Refusal(422, read.message, read.errors)
  const kiosk = kioskOf(ctx)
  const opened = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cashDrawers)
      .values({
        universityId: ctx.universityId,
        kiosk,
        float: centsToDecimal(read.value),
        openedBy: ctx.staffId,
      })
      .onConflictDoNothing()
      .returning({ id: cashDrawers.id })
    if (!row) return null
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: 'drawer.open',
      subject: `drawer:${row.id}`,
      details: { float: centsToDecimal(read.value) },
    })
    return row
  })
  if (!opened) throw new Refusal(409, DRAWER_MESSAGES.alreadyOpen)
  return (await currentDrawer(db, ctx.universityId, kiosk))!
}

import type { Drawer, DrawerMovementBody } from '../../../domain/contract/drawer'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { movementFits, readMovement } from '../../../domain/drawer/movement'
import { centsToDecimal } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { cashDrawerMovements } from '../../db/schema'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { kioskOf, type DrawerContext } from './drawerContext'
import { drawerAnswer, expectedOf, lockOpenDrawer } from './drawerRead'

/**
 * Puts cash in or takes it out of this kiosk's open drawer, with a reason. The drawer's row is
 * locked while its expected cash is read, so two takings-out at once cannot both pass the check
 * that no more goes out than it should hold.
 */
export async function moveCash(
  db: Db,
  ctx: DrawerContext,
  body: DrawerMovementBody,
): Promise<Drawer> {
  const read = readMovement(body)
  if (!read.ok) throw new Refusal(422, read.message, read.errors)
  const kiosk = kioskOf(ctx)
  return db.transaction(async (tx) => {
    const row = await lockOpenDrawer(tx, ctx.universityId, kiosk)
    if (!row) throw new Refusal(409, DRAWER_MESSAGES.noneOpen)
    const fits = movementFits(read.value, expectedOf(row))
    if (!fits.ok) throw new Refusal(422, fits.message, fits.errors)
    const [movement] = await tx
      .insert(cashDrawerMovements)
      .values({
        drawerId: row.id,
        type: read.value.type,
        amount: centsToDecimal(read.value.amount),
        reason: read.value.reason,
        staffId: ctx.staffId,
      })
      .returning({ id: cashDrawerMovements.id })
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: `drawer.cash_${read.value.type}`,
      subject: `drawer:${row.id}`,
      details: {
        movement: movement!.id,
        amount: centsToDecimal(read.value.amount),
        reason: read.value.reason,
      },
    })
    return drawerAnswer(tx, (await lockOpenDrawer(tx, ctx.universityId, kiosk))!)
  })
}

import { sql } from 'drizzle-orm'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import type { Db, Tx } from '../../db/client'
import { cashDrawers } from '../../db/schema'
import { Refusal } from '../refusal'
import { openDrawerOf } from './drawerRead'

/**
 * Refuses cash taken at a kiosk with no open drawer (domain/drawer/cashRule.ts says when it asks).
 * A drawer closed between this look and the sale's write misses that sale's cash, which the
 * takings still count; its count shows the cash as over.
 */
export async function requireOpenDrawer(db: Db | Tx, universityId: number, kiosk: string | null) {
  const [open] = kiosk
    ? await db
        .select({ one: sql`1` })
        .from(cashDrawers)
        .where(openDrawerOf(universityId, kiosk))
    : []
  if (!open) throw new Refusal(409, DRAWER_MESSAGES.openFirst)
}

import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { Refusal } from '../refusal'

/** Who asks, at which university, from which kiosk (its device cookie; null when it sent none). */
export interface DrawerContext {
  universityId: number
  staffId: number
  kiosk: string | null
}

/** The kiosk's id: a browser without one has no drawer to work with. */
export function kioskOf(ctx: DrawerContext): string {
  if (!ctx.kiosk) throw new Refusal(409, DRAWER_MESSAGES.noKiosk)
  return ctx.kiosk
}

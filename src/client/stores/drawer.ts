import { proxy, ref } from 'valtio'
import type { Drawer, DrawerCounts } from '../../domain/contract/drawer'
import type { MovementType } from '../../domain/drawer/expectedCash'
import { centsToDollars, type Cents } from '../../domain/sale/money'
import { ApiError, messageOf } from '../transport/apiError'
import { closeDrawer, moveCash, openDrawer } from '../api/drawer'

/** Why the server refused the last drawer call: its message, and its words per field (422). */
export interface DrawerRefusal {
  message: string
  fields: Record<string, string[]>
}

/** The drawer screen's dialogs and the last refusal; the drawer itself is the SWR answer. */
export const drawerDesk = proxy({
  movement: null as MovementType | null,
  counting: false,
  /** The count waiting for the PIN of who counted; kept should the PIN be cancelled. */
  counts: null as DrawerCounts | null,
  pin: { open: false, error: null as string | null },
  // Held as refs: each is replaced whole, never edited, and the screens read them as they came.
  refusal: null as Held<DrawerRefusal> | null,
  /** The drawer just closed: its result stays on screen until Done. */
  closed: null as Held<Drawer> | null,
})

type Held<T extends object> = ReturnType<typeof ref<T>>

/** Hands the drawer the server answered to whoever holds it (the route's SWR cache). */
export type OnDrawer = (drawer: Drawer | null) => void

const FALLBACK = 'The cash drawer could not be reached. Please try again.'

function refusalOf(error: unknown): Held<DrawerRefusal> {
  const fields = error instanceof ApiError && error.errors ? error.errors : {}
  return ref({ message: messageOf(error, FALLBACK), fields })
}

export function resetDrawerDesk() {
  Object.assign(drawerDesk, {
    movement: null,
    counting: false,
    counts: null,
    pin: { open: false, error: null },
    refusal: null,
    closed: null,
  })
}

export async function openWithFloat(float: Cents, onDrawer: OnDrawer): Promise<boolean> {
  drawerDesk.refusal = null
  try {
    onDrawer(await openDrawer(centsToDollars(float)))
    return true
  } catch (error) {
    drawerDesk.refusal = refusalOf(error)
    return false
  }
}

export function startMovement(type: MovementType) {
  drawerDesk.refusal = null
  drawerDesk.movement = type
}

export function cancelMovement() {
  drawerDesk.refusal = null
  drawerDesk.movement = null
}

/** Cash in or out with its reason; a refusal stays in the dialog, said beside its field. */
export async function submitMovement(
  type: MovementType,
  amount: Cents,
  reason: string,
  onDrawer: OnDrawer,
): Promise<boolean> {
  drawerDesk.refusal = null
  try {
    onDrawer(await moveCash({ type, amount: centsToDollars(amount), reason }))
    drawerDesk.movement = null
    return true
  } catch (error) {
    drawerDesk.refusal = refusalOf(error)
    return false
  }
}

export function startCount() {
  drawerDesk.refusal = null
  drawerDesk.counting = true
}

export function cancelCount() {
  drawerDesk.counting = false
  drawerDesk.counts = null
}

/** The count is done: whoever counted says so with their PIN. */
export function submitCount(counts: DrawerCounts) {
  drawerDesk.counts = counts
  drawerDesk.counting = false
  drawerDesk.pin = { open: true, error: null }
}

/** Back to the count as it was, to check it again. */
export function cancelPin() {
  drawerDesk.pin = { open: false, error: null }
  drawerDesk.counting = true
}

/**
 * Closes the drawer with the count. A wrong PIN or a lockout is said in the pad, left open; any
 * other refusal (none open any more) closes the pad and is said on the screen.
 */
export async function closeWithPin(pin: string, onDrawer: OnDrawer): Promise<boolean> {
  if (!drawerDesk.counts) return false
  try {
    const closed = await closeDrawer(drawerDesk.counts, pin)
    Object.assign(drawerDesk, {
      closed: ref(closed),
      counts: null,
      pin: { open: false, error: null },
    })
    onDrawer(null)
    return true
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0
    if (status === 422 || status === 429) {
      const { message, fields } = refusalOf(error)
      drawerDesk.pin = { open: true, error: fields.pin?.[0] ?? message }
    } else {
      drawerDesk.pin = { open: false, error: null }
      drawerDesk.refusal = refusalOf(error)
    }
    return false
  }
}

/** The result has been read: back to the screen with no drawer open. */
export function finishClose() {
  drawerDesk.closed = null
}

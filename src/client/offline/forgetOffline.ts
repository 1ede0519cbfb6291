import { forgetHeld } from '../transport/heldAnswers'
import { forgetKept } from './keptData'
import { KIOSK_PAGES_CACHE } from './shellConfig'

/** At logout: the kept kiosk page and data go, so a signed-out kiosk does not reopen offline. */
export async function forgetOffline(): Promise<void> {
  forgetHeld()
  const pages = typeof caches === 'undefined' ? false : caches.delete(KIOSK_PAGES_CACHE)
  await Promise.all([pages, forgetKept()]).catch(() => undefined)
}

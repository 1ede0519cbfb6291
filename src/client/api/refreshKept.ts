import { CEREMONY_WINDOW_DAYS } from '../../domain/ceremony'
import { isoDay } from '../../domain/dates'
import { fetchCeremonies } from './ceremonies'
import { fetchStocks } from './stocks'
import { keepCeremonyStudents } from './students'

/** Students change little during a ceremony; the catalogue is refreshed too on each round. */
const REFRESH_EVERY_MS = 15 * 60_000

/**
 * Keeps what a sale needs offline: the catalogue, the ceremonies of the kiosk's window and the
 * students of today's and the next days' ceremonies (fetching them keeps them: keptData.ts). Not a
 * resource of its own: it sits beside the resource modules it calls, started by startOffline.ts.
 */
export async function refreshKept(today = isoDay()): Promise<void> {
  const quiet = { quiet: true }
  await fetchStocks(quiet)
  const ceremonies = await fetchCeremonies(CEREMONY_WINDOW_DAYS, quiet)
  await keepCeremonyStudents(ceremonies.filter((c) => c.date >= today))
}

/** At start, whenever the network comes back, and every quarter hour. */
export function keepKeptFresh() {
  const run = () => void refreshKept().catch(() => undefined)
  run()
  window.addEventListener('online', run)
  window.setInterval(run, REFRESH_EVERY_MS)
}

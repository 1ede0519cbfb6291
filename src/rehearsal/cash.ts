import type { Random } from './random'

const DENOMINATIONS = [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05]

/** Change a customer is due: most hand over a round note above the price, some the exact sum. */
export function changeFor(random: Random, cents: number): number {
  if (random.chance(0.3)) return 0
  const note = random.pick([500, 1000, 2000, 5000])
  return Math.ceil((cents + 1) / note) * note - cents
}

/** Notes and coins making up `cents` (a multiple of 5), as counted into the drawer's form. */
export function countsOf(cents: number): Record<string, number> {
  const counts: Record<string, number> = {}
  let left = cents
  for (const value of DENOMINATIONS) {
    const piece = Math.round(value * 100)
    const n = Math.floor(left / piece)
    if (n) counts[String(value)] = n
    left -= n * piece
  }
  return counts
}

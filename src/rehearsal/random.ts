/**
 * mulberry32: a tiny seeded generator, so a day that failed can be replayed from its seed. Every
 * random choice of the rehearsal (the schedule, each kiosk's pace and sales) draws from one of
 * these, never from Math.random.
 */
export interface Random {
  (): number
  /** A whole number from `low` to `high`, both included. */
  int(low: number, high: number): number
  between(low: number, high: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** A generator of its own, derived from this one, for a kiosk that must not shift the others. */
  fork(): Random
}

export function seeded(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random = next as Random
  random.between = (low, high) => low + next() * (high - low)
  random.int = (low, high) => Math.floor(random.between(low, high + 1))
  random.chance = (p) => next() < p
  random.pick = (items) => items[Math.floor(next() * items.length)]!
  random.fork = () => seeded(Math.floor(next() * 4294967296))
  return random
}

export interface RateLimiter {
  /** Counts one event for the key; false once the key has had its limit in this window. */
  take(key: string): boolean
}

/**
 * Events per key in one fixed window shared by all keys, held in this process's memory: a cheap
 * bound on something that costs a database row, where a limit per process is enough. Memory is
 * bounded by the keys seen in one window, as every window starts empty.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  let windowStart = now()
  let counts = new Map<string, number>()
  return {
    take(key) {
      if (now() - windowStart >= windowMs) {
        windowStart = now()
        counts = new Map()
      }
      const taken = (counts.get(key) ?? 0) + 1
      counts.set(key, Math.min(taken, limit + 1))
      return taken <= limit
    },
  }
}

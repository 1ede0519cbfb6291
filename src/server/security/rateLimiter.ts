import { isIPv6 } from 'node:net'

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

/**
 * The key a client's address is counted under. An IPv6 host is usually given a whole /64, so its
 * first four groups are the client; counting each address would let one host make endless ones.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip
  const [head = '', tail = ''] = ip.split('::')
  const groups = [...head.split(':').filter(Boolean)]
  const tailGroups = tail.split(':').filter(Boolean)
  const missing = 8 - groups.length - tailGroups.length
  const full = ip.includes('::')
    ? [...groups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : groups
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

import { isIPv6 } from 'node:net'

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

import { describe, expect, it } from 'vitest'
import { clientKey } from './clientKey'
import { createRateLimiter } from './rateLimiter'

describe('createRateLimiter', () => {
  it('allows the limit per key in a window, then refuses until the next window', () => {
    let now = 1_000
    const limiter = createRateLimiter(3, 60_000, () => now)
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    now += 59_999
    expect(limiter.take('a')).toBe(false)
    now += 1
    expect(limiter.take('a')).toBe(true)
  })
})

describe('clientKey', () => {
  it('keeps IPv4 addresses (also IPv4-mapped ones) whole', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(clientKey('2001:db8:1:2::1')).toBe(key)
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientKey('2001:DB8:1:2:a::b')).toBe(key)
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
  })
})

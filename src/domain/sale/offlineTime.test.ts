import { describe, expect, it } from 'vitest'
import { CLOCK_SKEW_MS, offlineSoldAt } from './offlineTime'

const loginAt = new Date('2026-11-27T01:00:00Z')
const now = new Date('2026-11-27T03:00:00Z')
const read = (sent: string) => offlineSoldAt(sent, { loginAt, now }, 'offline.sold_at')

describe('offlineSoldAt', () => {
  it('takes a time within the shift, and a clock a little fast as now', () => {
    expect(read('2026-11-27T02:30:00.123Z')).toEqual({
      ok: true,
      value: new Date('2026-11-27T02:30:00.123Z'),
    })
    expect(read('2026-11-27T14:02:00+11:00')).toEqual({ ok: true, value: now })
  })

  it.each([
    ['yesterday-ish', 'not a date and time'],
    ['+099999-01-01T00:00:00Z', 'not a date and time'],
    ['2026-11-27', 'not a date and time'],
    ['1999-12-31T23:00:00Z', "before this kiosk's session began"],
    ['2026-11-27T00:59:59Z', "before this kiosk's session began"],
    [new Date(now.getTime() + CLOCK_SKEW_MS + 1000).toISOString(), 'in the future'],
  ])('refuses %j, naming the field', (sent, words) => {
    const answer = read(sent)
    expect(answer.ok).toBe(false)
    expect(!answer.ok && answer.errors['offline.sold_at']?.[0]).toContain(words)
  })
})

import { describe, expect, it } from 'vitest'
import { dayIn, DATE_FORMAT, formatClock, formatDate, formatDayDate, isoDay } from './dates'

describe('date formats', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY')
    expect(formatDate('2026-11-21')).toBe('21/11/2026')
    expect(formatDate('2026-01-05')).toBe('05/01/2026')
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026')
  })

  it('shows ceremony dates with the day name', () => {
    expect(formatDayDate('2026-01-05')).toBe('Monday 05/01/2026')
    expect(formatDayDate('2026-11-21')).toBe('Saturday 21/11/2026')
  })

  it("formats the kiosk clock like 'Mon 05 Jan 2026 14:03:09', 24-hour with no meridiem", () => {
    expect(formatClock(new Date(2026, 0, 5, 14, 3, 9))).toBe('Mon 05 Jan 2026 14:03:09')
    expect(formatClock(new Date(2026, 0, 5, 9, 3, 9))).toBe('Mon 05 Jan 2026 09:03:09')
    expect(formatClock(new Date(2026, 0, 5, 0, 0, 0))).toBe('Mon 05 Jan 2026 00:00:00')
    expect(formatClock(new Date(2026, 0, 5, 12, 0, 0).getTime())).toBe('Mon 05 Jan 2026 12:00:00')
    expect(formatClock(new Date(2026, 11, 31, 23, 59, 59))).toBe('Thu 31 Dec 2026 23:59:59')
  })

  it('gives the local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(isoDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05')
  })
})

describe('dayIn', () => {
  it("names the university's day, not the kiosk's", () => {
    // 14:30 UTC on 20 November is already the 21st in Melbourne (UTC+11) and still the 20th in Perth.
    const now = new Date('2026-11-20T14:30:00Z')
    expect(dayIn('Australia/Melbourne', now)).toBe('2026-11-21')
    expect(dayIn('Australia/Perth', now)).toBe('2026-11-20')
  })
  it("falls back to the kiosk's day without a zone it knows", () => {
    const now = new Date('2026-11-20T14:30:00Z')
    expect(dayIn(null, now)).toBe(isoDay(now))
    expect(dayIn('Nowhere/Special', now)).toBe(isoDay(now))
  })
})

import { describe, expect, it } from 'vitest'
import {
  onlyCeremonyOn,
  CEREMONY_WINDOW_ALL_DAYS,
  CEREMONY_WINDOW_DAYS,
  ceremonyStartTime,
  ceremonyWindowEnd,
  isInCeremonyWindow,
} from './ceremony'

/** Monday 5 January 2026, 14:03:09, local time. */
const today = new Date(2026, 0, 5, 14, 3, 9)

describe('ceremony window', () => {
  it('is 3 days by default and 365 when all ceremonies are shown', () => {
    expect(CEREMONY_WINDOW_DAYS).toBe(3)
    expect(CEREMONY_WINDOW_ALL_DAYS).toBe(365)
  })

  it('lists ceremonies dated before today plus the window', () => {
    expect(ceremonyWindowEnd(3, today)).toBe('2026-01-08')
    expect(isInCeremonyWindow('2026-01-07', 3, today)).toBe(true)
    expect(isInCeremonyWindow('2026-01-08', 3, today)).toBe(false)
    expect(isInCeremonyWindow('2026-01-05', 3, today)).toBe(true)
    // Past ceremonies stay listed.
    expect(isInCeremonyWindow('2025-12-01', 3, today)).toBe(true)
    expect(isInCeremonyWindow('2026-06-30', 3, today)).toBe(false)
    expect(isInCeremonyWindow('2026-06-30', 365, today)).toBe(true)
    expect(isInCeremonyWindow('2027-01-05', 365, today)).toBe(false)
    expect(ceremonyWindowEnd(365, today)).toBe('2027-01-05')
  })

  it('counts calendar days, whatever the time of day', () => {
    const lateEvening = new Date(2026, 0, 5, 23, 59, 59)
    const earlyMorning = new Date(2026, 0, 5, 0, 0, 1)
    expect(ceremonyWindowEnd(3, lateEvening)).toBe('2026-01-08')
    expect(ceremonyWindowEnd(3, earlyMorning)).toBe('2026-01-08')
  })
})

describe('ceremonyStartTime', () => {
  it('is the day-name date (DD/MM/YYYY) with hour:minute and the meridiem', () => {
    expect(
      ceremonyStartTime({
        date: '2026-11-21',
        start_hour: 10,
        start_min: 30,
        start_meridiem: 'AM',
      }),
    ).toBe('Saturday 21/11/2026 10:30AM')
    expect(
      ceremonyStartTime({ date: '2026-01-05', start_hour: 2, start_min: 0, start_meridiem: 'PM' }),
    ).toBe('Monday 05/01/2026 2:00PM')
    expect(
      ceremonyStartTime({ date: '2026-01-05', start_hour: 9, start_min: 5, start_meridiem: null }),
    ).toBe('Monday 05/01/2026 9:05')
    expect(
      ceremonyStartTime({
        date: '2026-01-05',
        start_hour: null,
        start_min: null,
        start_meridiem: null,
      }),
    ).toBe('Monday 05/01/2026')
  })
})

describe('onlyCeremonyOn', () => {
  const on = (id: number, date: string) => ({ id, date })
  it('answers the one ceremony of the day, and none when the day has none or several', () => {
    const list = [
      on(1, '2026-11-19'),
      on(2, '2026-11-20'),
      on(3, '2026-11-20'),
      on(4, '2026-11-21'),
    ]
    expect(onlyCeremonyOn(list, '2026-11-19')).toEqual(on(1, '2026-11-19'))
    expect(onlyCeremonyOn(list, '2026-11-20')).toBeNull()
    expect(onlyCeremonyOn(list, '2026-11-22')).toBeNull()
  })
})

import dayjs from 'dayjs'

export const DATE_FORMAT = 'DD/MM/YYYY'

/** '21/11/2026' */
export function formatDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(DATE_FORMAT)
}

/** 'Saturday 21/11/2026' */
export function formatDayDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(`dddd ${DATE_FORMAT}`)
}

/** 'Mon 05 Jan 2026 14:03:09', the kiosk clock: the day, then a 24-hour time, as en-AU reads it. */
export function formatClock(value: Date | number): string {
  return dayjs(value).format('ddd DD MMM YYYY HH:mm:ss')
}

/**
 * The calendar date ('2026-11-21') it is now in a time zone ('Australia/Melbourne'): the
 * university's today, whatever zone the kiosk's clock is set to. Without a zone it names, the
 * kiosk's own day.
 */
export function dayIn(timeZone: string | null, now: Date = new Date()): string {
  if (!timeZone) return isoDay(now)
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  } catch {
    return isoDay(now)
  }
}

/**
 * An instant as the wall clock reads it in a time zone, as a local Date, so the formats above
 * show the university's time whatever zone the browser is in. Without a zone it names, as is.
 */
export function wallClockIn(value: string | Date | number, timeZone: string | null): Date {
  const instant = new Date(value)
  if (!timeZone) return instant
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant)
    const n = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0)
    return new Date(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  } catch {
    return instant
  }
}

/** A calendar date ('2026-11-21') of the local day. */
export function isoDay(value: Date | dayjs.Dayjs = new Date()): string {
  return dayjs(value).format('YYYY-MM-DD')
}

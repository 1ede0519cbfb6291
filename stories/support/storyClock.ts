import dayjs from 'dayjs'
import MockDate from 'mockdate'

/**
 * The moment every story happens at: Saturday 21 November 2026, 10:00:00 on the wall clock of
 * whatever timezone the browser is in. Built from local parts, so the kiosk's clock and "today"
 * read the same in Sydney, Perth or UTC, on any real day, and every snapshot of a story is the
 * same picture.
 */
export const STORY_NOW = new Date(2026, 10, 21, 10, 0, 0)

/** Stops the clock at STORY_NOW. Timers still run; only what the time reads is fixed. */
export function fixStoryClock(): void {
  MockDate.set(STORY_NOW)
}

/**
 * Moves the stopped clock on, for a story about time passing (a countdown, a running clock). The
 * clock stays stopped at the new moment, so the story's last frame is the same every time.
 */
export function advanceStoryClock(ms: number): void {
  MockDate.set(Date.now() + ms)
}

/**
 * An instant given as a wall-clock time ('2026-11-21T08:30'), as an ISO timestamp in the
 * browser's timezone: a fixture's "opened at 8:30" reads 08:30 wherever the story is shown.
 */
export function wallClock(local: string): string {
  return dayjs(local).toISOString()
}

import { accepted, refused, type Checked } from './checked'

/** How far ahead of the server's clock a kiosk's clock may run. */
export const CLOCK_SKEW_MS = 5 * 60_000

/** An ISO 8601 time with its zone, as a kiosk writes one: 2026-11-27T03:04:05.678Z. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * When a sale kept offline was made, as the kiosk sent it: a time within the shift of the session
 * sending it, from its login to now (a kiosk's clock a few minutes fast is taken as now). A time
 * outside it is refused under `field`, so no sale can be dated into a day it was not made on.
 */
export function offlineSoldAt(
  sent: string,
  shift: { loginAt: Date; now: Date },
  field: string,
): Checked<Date> {
  const sold = ISO_TIME.test(sent) ? new Date(sent) : null
  if (!sold || Number.isNaN(sold.getTime())) {
    return refused({ [field]: ['The time of the offline sale is not a date and time.'] })
  }
  if (sold.getTime() < shift.loginAt.getTime()) {
    return refused({
      [field]: [
        "The offline sale is dated before this kiosk's session began, so it was not made here.",
      ],
    })
  }
  if (sold.getTime() > shift.now.getTime() + CLOCK_SKEW_MS) {
    return refused({ [field]: ['The offline sale is dated in the future.'] })
  }
  return accepted(sold.getTime() > shift.now.getTime() ? shift.now : sold)
}

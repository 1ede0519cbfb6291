/** The browser says there is no network (Chromium knows when the cable or Wi-Fi is gone). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine
}

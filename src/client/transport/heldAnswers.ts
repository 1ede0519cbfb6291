/**
 * Answers kept in this page's memory with their ETag, by URL, for calls that ask for it
 * (`reuseUnchanged`): the next call sends the tag, and a 304 hands back the same value. A kiosk
 * opening the store after the menu fetched the catalogue gets it at once, where the browser's own
 * cache would hand the page the whole text again to read and parse (6 MB at 20,000 stocks, about
 * 250 ms), and the same object lets keepWhenIdle see there is nothing new to keep.
 */
const held = new Map<string, { etag: string; value: unknown }>()

export function heldAnswer(url: string): { etag: string; value: unknown } | undefined {
  return held.get(url)
}

export function holdAnswer(url: string, etag: string | null, value: unknown): void {
  if (etag) held.set(url, { etag, value })
  else held.delete(url)
}

/** At logout: a signed-out kiosk holds no university's data. */
export function forgetHeld(): void {
  held.clear()
}

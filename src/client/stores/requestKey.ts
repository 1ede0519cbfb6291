/**
 * An Idempotency-Key, random enough to never repeat: `sale-…`, `void-…`. crypto.randomUUID is
 * missing on plain-http kiosks on a LAN, getRandomValues is not.
 */
export function newKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

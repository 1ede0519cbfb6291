/** The pages a login may return to, by the name the page that sent the person here gave. */
const RETURNS = new Map([
  ['reports', 'reports/pos'],
  ['admin', 'admin'],
])

/**
 * Where a login leads: back to the takings report or the back office when that is what sent the
 * person here (`?return=reports`, `?return=admin`), else the kiosk. Only these named places are
 * honoured, so the login page cannot be made to send anyone elsewhere.
 */
export function afterLogin(tenant: string, back: string | null | undefined): string {
  return `/${encodeURIComponent(tenant)}/${RETURNS.get(back ?? '') ?? 'pos#/'}`
}

/** The `return` a page's address carries, checked by afterLogin before it is ever followed. */
export function returnOf(url: string): string | null {
  return new URL(url, 'http://kiosk').searchParams.get('return')
}

/** A `return` a form sent, kept only when it names one of the places a login may return to. */
export function knownReturn(value: unknown): string | null {
  return typeof value === 'string' && RETURNS.has(value) ? value : null
}

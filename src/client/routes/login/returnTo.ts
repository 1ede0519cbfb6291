/** The pages a login may return to, by the name the page that sent the person here gave. */
const RETURNS = new Map([
  ['reports', 'reports/pos'],
  ['admin', 'admin'],
])

/**
 * Where the login page goes after a login: back to the takings report or the back office when
 * that is what sent the person here (`?return=reports`, `?return=admin`), else where the server
 * says. Only these named places are honoured, so the login page cannot be made to send anyone
 * elsewhere.
 */
export function afterLogin(redirect: string, tenant: string, search: string): string {
  const back = RETURNS.get(new URLSearchParams(search).get('return') ?? '')
  return back ? `/${encodeURIComponent(tenant)}/${back}` : redirect
}

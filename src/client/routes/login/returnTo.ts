/**
 * Where the login page goes after a login: back to the takings report when that is what sent
 * the person here (`?return=reports`), else where the server says. Only this one named place is
 * honoured, so the login page cannot be made to send anyone elsewhere.
 */
export function afterLogin(redirect: string, tenant: string, search: string): string {
  return new URLSearchParams(search).get('return') === 'reports'
    ? `/${encodeURIComponent(tenant)}/reports/pos`
    : redirect
}

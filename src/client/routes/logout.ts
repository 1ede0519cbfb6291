import { logout } from '../api/auth'
import { forgetOffline } from '../offline/forgetOffline'

/**
 * Logs out and reloads at the root, whether or not the server could be told; the page and data
 * kept for offline use are forgotten first.
 */
export function logoutAndLeave(tenant: string) {
  logout(tenant)
    .catch(() => undefined)
    .then(forgetOffline)
    .finally(() => window.location.assign('/'))
}

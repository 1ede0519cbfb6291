import { logout } from '../api/auth'

/** Logs out and reloads at the root, whether or not the server could be told. */
export function logoutAndLeave(tenant: string) {
  logout(tenant)
    .catch(() => undefined)
    .finally(() => window.location.assign('/'))
}

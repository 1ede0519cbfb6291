import type { Db } from '../db/client'
import { clientKey } from './clientKey'
import { reserveAttempt, type Reservation } from './lockout'
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LOGIN_TENANT_RULE } from './lockoutRules'
import { describeWait } from './lockoutWait'

/**
 * Reserves one login attempt. An account is slowed down per address (the real user at another
 * kiosk is not), an address is bounded per university (a hall's NAT address failing at one
 * university leaves the others alone), and the university as a whole has a far higher bound.
 */
export function reserveLogin(
  db: Db,
  universityId: number,
  email: string,
  ip: string,
): Promise<Reservation> {
  const address = clientKey(ip)
  return reserveAttempt(db, 'login', [
    {
      scope: `account:${universityId}:${email.trim().toLowerCase()}@${address}`,
      rule: LOGIN_ACCOUNT_RULE,
      clearOnSuccess: true,
    },
    { scope: `ip:${universityId}:${address}`, rule: LOGIN_IP_RULE },
    { scope: `tenant:${universityId}`, rule: LOGIN_TENANT_RULE },
  ])
}

export function loginLockedMessage(retryAfterMs: number): string {
  return `Too many login attempts. Please wait ${describeWait(retryAfterMs)} and try again.`
}

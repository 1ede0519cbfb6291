import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The Authorization header Linkly sends back with each notification of one purchase. It is made
 * per attempt, from the installation's LINKLY_NOTIFY_SECRET, the university and the session id:
 * nothing is stored (it survives a restart), a header seen in one attempt's notifications cannot
 * be replayed for another attempt, and one university's header never passes for another's.
 */
export function notifyAuthorization(key: string, tenant: string, sessionId: string): string {
  const mac = createHmac('sha256', key).update(`${tenant}\n${sessionId.toLowerCase()}`)
  return `Bearer ${mac.digest('base64url')}`
}

export function isNotifyAuthorization(
  key: string,
  tenant: string,
  sessionId: string,
  header: string | undefined,
): boolean {
  if (!header) return false
  const expected = Buffer.from(notifyAuthorization(key, tenant, sessionId))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A fixed lock: `limit` failures within `windowMs` lock the scope for `lockMs` after the last. */
export interface LockoutRule {
  kind: 'lock'
  limit: number
  windowMs: number
  lockMs: number
}

/**
 * An increasing delay: after `free` failures within `windowMs`, each further one makes the next
 * attempt wait `baseMs`, then twice that, and so on up to `maxMs`. A mistyped password costs the
 * real user seconds, while a guesser gets a few tries an hour.
 */
export interface DelayRule {
  kind: 'delay'
  free: number
  baseMs: number
  maxMs: number
  windowMs: number
}

export type Rule = LockoutRule | DelayRule

/**
 * One kiosk (its device cookie, which outlives a login): 5 wrong PINs in a minute make that kiosk
 * alone wait 5 minutes.
 */
export const PIN_KIOSK_RULE: LockoutRule = {
  kind: 'lock',
  limit: 5,
  windowMs: 60_000,
  lockMs: 300_000,
}

/**
 * All kiosks of one university: a bound only a guess spread over many kiosks reaches, far above
 * what a hall of operators mistypes (PIN_TENANT_LIMIT, default 50 in 10 minutes). Once reached it
 * holds back the kiosks that failed meanwhile, not the ones whose operators typed theirs right.
 */
export function pinTenantRule(limit: number): LockoutRule {
  return { kind: 'lock', limit, windowMs: 600_000, lockMs: 300_000 }
}

/** One account from one address: 4 free tries, then 1 s, 2 s, 4 s … up to 5 minutes. */
export const LOGIN_ACCOUNT_RULE: DelayRule = {
  kind: 'delay',
  free: 4,
  baseMs: 1000,
  maxMs: 300_000,
  windowMs: 3_600_000,
}

/**
 * One address guessing at many accounts of one university. Counted per university, so the
 * failures of one university's kiosks behind a shared NAT address never lock another's.
 */
export const LOGIN_IP_RULE: LockoutRule = {
  kind: 'lock',
  limit: 20,
  windowMs: 60_000,
  lockMs: 120_000,
}

/**
 * Many addresses guessing at one university: far above what its staff mistype, so only an attack
 * reaches it (and then locks that university's logins, which beats letting the guessing go on).
 */
export const LOGIN_TENANT_RULE: LockoutRule = {
  kind: 'lock',
  limit: 50,
  windowMs: 60_000,
  lockMs: 300_000,
}

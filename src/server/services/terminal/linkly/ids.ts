/**
 * Linkly's session id is a UUID the POS makes (Linkly's samples make one per request), so the
 * attempt's transaction id IS the session id: status, cancel and notifications all name it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isSessionId(text: string): boolean {
  return UUID.test(text)
}

/**
 * TxnRef, the reference printed on the terminal's receipt, takes 16 letters and digits (Linkly's
 * samples send 16 upper-case alphanumerics), so a UUID's 32 hex digits do not fit. The first 16,
 * upper-cased: the same attempt always gets the same reference, and 64 random bits do not repeat
 * within a university's ceremonies.
 */
export function txnRefOf(transactionId: string): string {
  return transactionId.replaceAll('-', '').slice(0, 16).toUpperCase()
}

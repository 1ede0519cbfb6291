/**
 * The one email rule of client and server: a local part of letters, digits and the usual marks
 * (no quotes, angle brackets, spaces or backslashes, which have no place in a receipt address and
 * would make a stored address a way into a page or a mail header), then a domain of dotted labels
 * ending in a name of letters. Dots may not lead, trail or double in the local part.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&*+/=?^_{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed)
}

import { MESSAGES } from './messages'
import { isValidEmail } from './validation'

/** Why an order confirmation cannot be sent, checked before any call is made; null when it can. */
export function confirmationEmailProblem(
  email: string,
  orderId: number | null | undefined,
): string | null {
  const trimmed = email.trim()
  if (!trimmed) return MESSAGES.emailEmpty
  if (!isValidEmail(trimmed)) return MESSAGES.emailInvalid
  if (!orderId || orderId <= 0) return MESSAGES.orderIdMissing
  return null
}

/** The address a digital receipt goes to must be present and well formed. */
export function receiptEmailProblem(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? ''
  return trimmed && isValidEmail(trimmed) ? null : MESSAGES.invalidEmail
}

export function confirmationSentMessage(email: string): string {
  return `We've sent the order confirmation to ${email.trim()}.`
}

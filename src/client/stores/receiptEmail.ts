import { isPlaceholderEmail } from '../../domain/sale/customer'
import { receiptEmailProblem } from '../../domain/confirmationEmail'
import { PROMPT_EMAIL } from '../../domain/messages'
import { isValidEmail } from '../../domain/validation'
import { promptText } from './ui'

/**
 * Where a digital receipt goes: the address on record when it is a real one, else the one staff
 * type at the prompt, which says 'Invalid email address.' under its field until it gets one.
 * Null when staff cancel the prompt.
 */
export async function askReceiptEmail(known: string | null | undefined): Promise<string | null> {
  const onRecord = known?.trim() ?? ''
  const email =
    onRecord && !isPlaceholderEmail(onRecord) && isValidEmail(onRecord)
      ? onRecord
      : await promptText(PROMPT_EMAIL, '', undefined, receiptEmailProblem)
  return email === null ? null : email.trim()
}

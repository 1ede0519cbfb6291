import { isPlaceholderEmail } from '../../domain/sale/customer'
import { receiptEmailProblem } from '../../domain/lookup'
import { PROMPT_EMAIL } from '../../domain/messages'
import { isValidEmail } from '../../domain/validation'
import { promptText, showAlert } from '../stores/ui'

/**
 * Where a digital receipt goes: the address on record when it is a real one, else the one staff
 * type at the prompt. Null (after saying 'Invalid email address.') when there is none.
 */
export async function askReceiptEmail(known: string | null | undefined): Promise<string | null> {
  const onRecord = known?.trim() ?? ''
  const email =
    onRecord && !isPlaceholderEmail(onRecord) && isValidEmail(onRecord)
      ? onRecord
      : await promptText(PROMPT_EMAIL)
  const problem = receiptEmailProblem(email)
  if (problem) {
    void showAlert(problem)
    return null
  }
  return email!.trim()
}

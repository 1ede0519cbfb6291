/**
 * Plain words for the bank response codes a terminal answers with (the AS 2805 codes Australian
 * banks use); the operator reads them to the graduate. A code not listed keeps the terminal's
 * own text.
 */
const REASONS: Record<string, string> = {
  '01': "The card's bank asks the cardholder to call it: try another card",
  '02': "The card's bank asks the cardholder to call it: try another card",
  '04': 'This card cannot be used: try another card',
  '05': "Declined by the card's bank",
  '07': 'This card cannot be used: try another card',
  '12': 'The terminal could not process this card: try again',
  '13': 'The amount was refused: try again',
  '14': 'The card number is not valid: try another card',
  '30': 'The terminal could not process this card: try again',
  '33': 'The card has expired',
  '41': 'This card cannot be used: try another card',
  '43': 'This card cannot be used: try another card',
  '51': 'Not enough funds on the card',
  '54': 'The card has expired',
  '55': 'Wrong PIN',
  '57': "The card's bank does not allow this purchase",
  '58': "The card's bank does not allow this purchase",
  '61': "Over the card's limit",
  '65': "Over the card's limit",
  '75': 'Too many wrong PINs: try another card',
  '91': "The card's bank could not be reached: try again",
  '96': "The card's bank could not be reached: try again",
  '98': "The card's bank could not be reached: try again",
}

export function declineReason(code: string, text: string): string {
  const known = REASONS[code.trim()]
  if (known) return known
  const words = text.trim()
  return words ? `Declined: ${words.toLowerCase()}` : "Declined by the card's bank"
}

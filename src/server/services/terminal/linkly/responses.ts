import type { TerminalOutcome } from '../port'
import { declineReason } from './declineReasons'

/** The fields of Linkly's transaction response this adapter reads. */
export interface LinklyTransaction {
  Success?: boolean
  ResponseCode?: string
  ResponseText?: string
  TxnRef?: string
  AuthCode?: string | number
  CardType?: string
  CardName?: string
  Pan?: string
  RRN?: string
  PurchaseAnalysisData?: Record<string, unknown> | null
}

/** The fields of a display notification: the PIN pad's screen, a line per entry. */
export interface LinklyDisplay {
  DisplayText?: string[] | string
}

/** The operator's cancel (the cancel key): Linkly's "operator cancelled" code. */
const CANCELLED_CODES = new Set(['TM'])

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/** "VISA ····1234": the card type and the last four digits of the masked number. */
function maskedCard(response: LinklyTransaction): string {
  const type = text(response.CardType) || text(response.CardName) || 'CARD'
  const digits = text(response.Pan).replace(/\D/g, '')
  return digits.length >= 4 ? `${type.toUpperCase()} ····${digits.slice(-4)}` : type.toUpperCase()
}

export function outcomeOf(response: LinklyTransaction): TerminalOutcome {
  const code = text(response.ResponseCode).toUpperCase()
  const words = text(response.ResponseText)
  if (response.Success === true) {
    const rfn = text(response.PurchaseAnalysisData?.RFN)
    return {
      state: 'approved',
      receipt: rfn || text(response.RRN) || text(response.TxnRef),
      authCode: text(response.AuthCode),
      card: maskedCard(response),
    }
  }
  if (CANCELLED_CODES.has(code) || /CANCEL/i.test(words)) return { state: 'cancelled' }
  return { state: 'declined', reason: declineReason(code, words) }
}

/** The display's lines as one line ("PRESENT CARD"), or null for a blank screen. */
export function displayOf(response: LinklyDisplay): string | null {
  const lines = Array.isArray(response.DisplayText) ? response.DisplayText : [response.DisplayText]
  const shown = lines.map(text).filter(Boolean).join(' ')
  return shown || null
}

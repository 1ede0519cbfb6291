import { accepted, refused, type Checked } from '../sale/checked'
import { MAX_CENTS, parseMoney, type Cents } from '../sale/money'
import { SALE_MESSAGES } from '../sale/saleMessages'
import { DRAWER_MESSAGES } from './drawerMessages'
import type { Movement, MovementType } from './expectedCash'

/** A reason is a line for the close-out, not a note. */
export const MAX_REASON = 200

export interface MovementSent {
  type: MovementType
  amount: unknown
  reason: string
}

/** Cash put in or taken out by hand: an amount above zero, with a reason. */
export function readMovement(sent: MovementSent): Checked<Movement & { reason: string }> {
  const reason = sent.reason.trim()
  const amount = parseMoney(sent.amount)
  const errors: Record<string, string[]> = {}
  if (amount === null) errors.amount = [SALE_MESSAGES.money('amount')]
  else if (amount === 0) errors.amount = [DRAWER_MESSAGES.amountZero]
  if (!reason) errors.reason = [DRAWER_MESSAGES.reasonNeeded]
  else if (reason.length > MAX_REASON)
    errors.reason = [`The reason must not be longer than ${MAX_REASON} characters.`]
  if (amount === null || Object.keys(errors).length) return refused(errors)
  return accepted({ type: sent.type, amount, reason })
}

/**
 * Whether the drawer, expected to hold `expected`, can take this movement: no more out than it
 * holds, and no more in than a money column can record.
 */
export function movementFits(movement: Movement, expected: Cents): Checked<Movement> {
  if (movement.type === 'out' && movement.amount > expected) {
    return refused({ amount: [DRAWER_MESSAGES.outTooMuch(expected)] })
  }
  if (movement.type === 'in' && expected + movement.amount > MAX_CENTS) {
    return refused({ amount: [DRAWER_MESSAGES.tooMuch(MAX_CENTS)] })
  }
  return accepted(movement)
}

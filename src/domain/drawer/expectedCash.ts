import type { Cents } from '../sale/money'

/**
 * Every way cash enters or leaves a drawer while it is open, in cents, each a sum of amounts
 * that are never negative. `cashSales` is the cash handed over for the kiosk's cash sales (what
 * was tendered, or the sale's price when no tender was recorded) and `change` what went back.
 */
export interface DrawerTerms {
  float: Cents
  cashSales: Cents
  change: Cents
  cashUpgrades: Cents
  cashRefunds: Cents
  cashIn: Cents
  cashOut: Cents
}

/** The cash that should be in the drawer. */
export function expectedCash(t: DrawerTerms): Cents {
  return t.float + t.cashSales - t.change + t.cashUpgrades - t.cashRefunds + t.cashIn - t.cashOut
}

/** Counted less expected: above zero the drawer is over, below it short. */
export function variance(counted: Cents, expected: Cents): Cents {
  return counted - expected
}

export type MovementType = 'in' | 'out'

export interface Movement {
  type: MovementType
  amount: Cents
}

/** The cash put in and taken out by hand, each summed. */
export function movementTotals(movements: readonly Movement[]): { cashIn: Cents; cashOut: Cents } {
  let cashIn = 0
  let cashOut = 0
  for (const m of movements) {
    if (m.type === 'in') cashIn += m.amount
    else cashOut += m.amount
  }
  return { cashIn, cashOut }
}

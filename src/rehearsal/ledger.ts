/** Keys of voids and refunds start with this; a sale's key never does. */
export const CORRECTION_KEY = 'rehearsal-correction-'

/** What the kiosks did and were told, as they would remember it; the proof compares it with the world. */
export interface SaleLine {
  stockId: number
  cents: number
}

export interface Sale {
  key: string
  kiosk: number
  /** The order the server answered; null while an offline sale waits to be sent. */
  orderId: number | null
  offlineNumber: string | null
  payment: 'Cash' | 'Eftpos'
  lines: SaleLine[]
  /** The order's items as the server answered them, each at its stock's price. */
  items: { id: number; cents: number }[]
  cents: number
  email: string | null
  voided: boolean
  redeemed: boolean
  refundedItems: number[]
  /** An item of it was upgraded: the order can no longer be voided. */
  upgraded: boolean
}

export interface Correction {
  kind: 'void' | 'refund'
  kiosk: number
  orderId: number
  itemId: number | null
  cents: number
  payment: 'Cash' | 'Eftpos'
}

/** An item exchanged for a dearer stock, its difference paid on the day. */
export interface Upgrade {
  kiosk: number
  orderId: number
  fromItem: number
  toItem: number
  /** The difference paid, and the new item's whole price. */
  cents: number
  newCents: number
  payment: 'Cash' | 'Eftpos'
}

/** A card payment sent to the kiosk's terminal, and the outcome the kiosk was told. */
export interface CardAttempt {
  id: string
  purpose: 'sale' | 'upgrade'
  kiosk: number
  state: 'approved' | 'declined' | 'cancelled'
  orderId: number | null
  cents: number
}

export interface Latency {
  ms: number
  /** A fault was on when the save started. */
  duringFault: boolean
}

export interface Drawer {
  kiosk: number
  id: number
  /** float + cash taken − cash given back, as the kiosk counted it. */
  expectedCents: number
  /** What the server answered at close. */
  closedExpectedCents: number | null
}

export interface Ledger {
  /** Every Idempotency-Key a kiosk sent for a sale, answered or not. */
  keysSent: Set<string>
  /** Sales the kiosks were told were saved (or kept offline and later saved). */
  sales: Sale[]
  corrections: Correction[]
  upgrades: Upgrade[]
  cards: CardAttempt[]
  /** Receipts the kiosks asked for and were told were sent or queued: order id → address. */
  receiptsTold: Map<number, string>
  drawers: Drawer[]
  latencies: Latency[]
  lookups: number
  redeems: number
  /** Sales kept offline that never reached the server by the end. */
  unsent: Sale[]
  /** Answers a kiosk did not expect (a refusal, a server error it gave up on). */
  problems: string[]
}

export function newLedger(): Ledger {
  return {
    keysSent: new Set(),
    sales: [],
    corrections: [],
    upgrades: [],
    cards: [],
    receiptsTold: new Map(),
    drawers: [],
    latencies: [],
    lookups: 0,
    redeems: 0,
    unsent: [],
    problems: [],
  }
}

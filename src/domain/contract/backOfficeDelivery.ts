import Type from 'typebox'
import { Nullable } from './common'

/**
 * The back office's delivery health (/{tenant}/admin/api/delivery): receipts in the mail outbox
 * and pushes to the ordering system that have failed at least once and are still waiting, or
 * were given up. A row nobody has tried yet is the normal flow, not a problem, and is not listed.
 */
export const DeliveryState = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('sending'),
  Type.Literal('failed'),
])
export type DeliveryState = Type.Static<typeof DeliveryState>

const common = {
  id: Type.Integer(),
  order_id: Nullable(Type.Integer()),
  /** The order number as the counter and the customer know it. */
  order_number: Nullable(Type.String()),
  /** What it is, in words: "Receipt", "Upgrade receipt", "Order", "Refund" … */
  what: Type.String(),
  state: DeliveryState,
  attempts: Type.Integer(),
  queued_at: Type.String(),
  /** When it is tried next by itself; null once given up. */
  next_attempt_at: Nullable(Type.String()),
  /** The last error as a sentence a manager acts on. */
  error: Nullable(Type.String()),
  /** The last error as the mail server or the ordering system said it, for support. */
  raw_error: Nullable(Type.String()),
}

export const ReceiptDelivery = Type.Object({ ...common, to: Type.String() })
export type ReceiptDelivery = Type.Static<typeof ReceiptDelivery>

export const PushDelivery = Type.Object(common)
export type PushDelivery = Type.Static<typeof PushDelivery>

export const DeliveryCounts = Type.Object({
  receipts_waiting: Type.Integer(),
  receipts_failed: Type.Integer(),
  pushes_waiting: Type.Integer(),
  pushes_failed: Type.Integer(),
})
export type DeliveryCounts = Type.Static<typeof DeliveryCounts>

export const DeliveryHealth = Type.Object({
  counts: DeliveryCounts,
  /** The oldest first, at most 200 of each; the counts say how many there are in all. */
  receipts: Type.Array(ReceiptDelivery),
  pushes: Type.Array(PushDelivery),
})
export type DeliveryHealth = Type.Static<typeof DeliveryHealth>

/** How many rows a retry set due now. */
export const RetryAnswer = Type.Object({ receipts: Type.Integer(), pushes: Type.Integer() })
export type RetryAnswer = Type.Static<typeof RetryAnswer>

export const DeliveryResendBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  /** Also write the address on the order, for the receipts and exports that follow. */
  correct_order: Type.Optional(Type.Boolean()),
  _token: Type.Optional(Type.String()),
})
export type DeliveryResend = Omit<Type.Static<typeof DeliveryResendBody>, '_token'>

export const ResendAnswer = Type.Object({
  mail_id: Type.Integer(),
  to: Type.String(),
  order_corrected: Type.Boolean(),
})
export type ResendAnswer = Type.Static<typeof ResendAnswer>

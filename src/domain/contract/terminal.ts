import Type from 'typebox'
import { MAX_ID } from './common'
import { Order } from './order'
import { OrderItem } from './orderItem'
import { OrderPayload } from './requests'
import { UpgradeBody } from './upgrade'

/**
 * One payment sent to the card terminal paired with the kiosk. The server writes it before the
 * terminal is asked, so a cut or a crash is settled by asking the terminal about this id, never by
 * charging again.
 */
export const TerminalAttempt = Type.Object({
  id: Type.String({ format: 'uuid', description: 'the transaction id the terminal sees' }),
  purpose: Type.Union([Type.Literal('sale'), Type.Literal('upgrade'), Type.Literal('refund')]),
  amount: Type.String({ description: 'dollars, "12.50"' }),
  state: Type.Union([
    /** Sent; the terminal is working (show `display`). */
    Type.Literal('waiting'),
    /** No answer from the terminal: the server is asking it. */
    Type.Literal('checking'),
    /** Paid; for sale and upgrade the order IS saved (see `order`). */
    Type.Literal('approved'),
    /** `reason` says why, in plain words. */
    Type.Literal('declined'),
    /** Cancelled on the terminal, or by the operator when the terminal did not answer. */
    Type.Literal('cancelled'),
  ]),
  display: Type.Union([Type.String(), Type.Null()], {
    description: "the terminal's own display line, relayed",
  }),
  reason: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([
    Type.Object({
      receipt: Type.String(),
      auth_code: Type.String(),
      card: Type.String(),
      terminal: Type.String(),
    }),
    Type.Null(),
  ]),
  /** The saved order once approved (sale, upgrade, refund). */
  order: Type.Union([Order, Type.Null()]),
  /** The upgrade's answer once approved (purpose 'upgrade'). */
  upgraded: Type.Optional(Type.Union([OrderItem, Type.Null()])),
  /** The refund's answer once approved (purpose 'refund'). */
  refunded: Type.Optional(Type.Union([OrderItem, Type.Null()])),
})
export type TerminalAttempt = Type.Static<typeof TerminalAttempt>
export type TerminalAttemptState = TerminalAttempt['state']
export type TerminalPurpose = TerminalAttempt['purpose']

export const TerminalRefund = Type.Object({
  orderItemId: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  pin: Type.String({ minLength: 1, maxLength: 32 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
})
export type TerminalRefund = Type.Static<typeof TerminalRefund>

export const TerminalPaymentBody = Type.Union([
  /** sale.type 'Order#Eftpos' */
  Type.Object({ purpose: Type.Literal('sale'), sale: OrderPayload }),
  /** upgrade.type 'Eftpos' */
  Type.Object({ purpose: Type.Literal('upgrade'), upgrade: UpgradeBody }),
  Type.Object({ purpose: Type.Literal('refund'), refund: TerminalRefund }),
])
export type TerminalPaymentBody = Type.Static<typeof TerminalPaymentBody>

export const SimulatorNext = Type.Union([
  Type.Literal('approve'),
  Type.Literal('decline'),
  Type.Literal('lose-response'),
  Type.Literal('offline'),
  Type.Literal('slow'),
])
export type SimulatorNext = Type.Static<typeof SimulatorNext>

export const SimulatorBody = Type.Object({ next: SimulatorNext })
export type SimulatorBody = Type.Static<typeof SimulatorBody>

export const KioskTerminal = Type.Object({
  terminal: Type.Union([
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      adapter: Type.Union([Type.Literal('simulator'), Type.Literal('linkly')]),
    }),
    Type.Null(),
  ]),
  /** The kiosk's short code, shown to whoever pairs it with a terminal. */
  kiosk_code: Type.String(),
})
export type KioskTerminal = Type.Static<typeof KioskTerminal>

export const TerminalPaymentParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
export type TerminalPaymentParams = Type.Static<typeof TerminalPaymentParams>

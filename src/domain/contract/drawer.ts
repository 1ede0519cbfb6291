import Type from 'typebox'
import { DENOMINATION_KEYS, MAX_PIECES } from '../drawer/denominations'
import { MAX_REASON } from '../drawer/movement'
import { Nullable } from './common'
import { Money } from './requests'

/** Money in a drawer's answer: dollars with 2 decimals, like an order's `amount`. */
const Dollars = Type.Number()
const Staff = Type.Object({ id: Type.Integer(), name: Type.String() })
const Pieces = Type.Integer({ minimum: 0, maximum: MAX_PIECES })

export const DrawerOpenBody = Type.Object({
  float: Money,
  _token: Type.Optional(Type.String()),
})
export type DrawerOpenBody = Type.Static<typeof DrawerOpenBody>

export const MovementType = Type.Union([Type.Literal('in'), Type.Literal('out')])

export const DrawerMovementBody = Type.Object({
  type: MovementType,
  amount: Money,
  reason: Type.String({ minLength: 1, maxLength: MAX_REASON }),
  _token: Type.Optional(Type.String()),
})
export type DrawerMovementBody = Type.Static<typeof DrawerMovementBody>

/**
 * Pieces counted of each note and coin, keyed by its value in dollars ("100" … "0.05"); a
 * denomination left out counted none. Any other key is refused (additionalProperties as a schema
 * that nothing passes, since Fastify's Ajv would quietly drop keys under `false`).
 */
export const DrawerCounts = Type.Object(
  Object.fromEntries(DENOMINATION_KEYS.map((key) => [key, Type.Optional(Pieces)])),
  { additionalProperties: Type.Never() },
)
export type DrawerCounts = Partial<Record<string, number>>

export const DrawerCloseBody = Type.Object({
  counts: DrawerCounts,
  pin: Type.String({ maxLength: 32 }),
  _token: Type.Optional(Type.String()),
})
export type DrawerCloseBody = Type.Static<typeof DrawerCloseBody>

export const DrawerMovement = Type.Object({
  id: Type.Integer(),
  type: MovementType,
  amount: Dollars,
  reason: Type.String(),
  by: Staff,
  at: Type.String(),
})

/** Where the expected cash comes from, each term in dollars (see domain/drawer/expectedCash). */
export const DrawerCash = Type.Object({
  float: Dollars,
  cash_sales: Dollars,
  change: Dollars,
  cash_upgrades: Dollars,
  cash_refunds: Dollars,
  cash_in: Dollars,
  cash_out: Dollars,
})

export const Drawer = Type.Object({
  id: Type.Integer(),
  /** A short label of the kiosk, not its device id, which stays in its cookie. */
  kiosk: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  float: Dollars,
  opened_by: Staff,
  opened_at: Type.String(),
  movements: Type.Array(DrawerMovement),
  cash: DrawerCash,
  /** What should be in the drawer: so far while it is open, at the count once closed. */
  expected: Dollars,
  counts: Nullable(Type.Record(Type.String(), Type.Integer())),
  counted: Nullable(Dollars),
  variance: Nullable(Dollars),
  counted_by: Nullable(Staff),
  closed_at: Nullable(Type.String()),
})
export type Drawer = Type.Static<typeof Drawer>

export const DrawerAnswer = Type.Object({ drawer: Nullable(Drawer) })
export type DrawerAnswer = Type.Static<typeof DrawerAnswer>

/** A drawer in the takings report's Z report. */
export const ReportDrawer = Type.Object({
  id: Type.Integer(),
  kiosk: Type.String(),
  opened_by: Type.String(),
  opened_at: Type.String(),
  float: Dollars,
  cash_in: Dollars,
  cash_out: Dollars,
  expected: Dollars,
  counted: Nullable(Dollars),
  variance: Nullable(Dollars),
  counted_by: Nullable(Type.String()),
  closed_at: Nullable(Type.String()),
})
export type ReportDrawer = Type.Static<typeof ReportDrawer>

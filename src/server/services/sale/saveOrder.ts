import { lt, sql } from 'drizzle-orm'
import type { Order, TerminalReference } from '../../../domain/contract/order'
import type { OrderPayload } from '../../../domain/contract/requests'
import { isoDay } from '../../../domain/dates'
import { centsToDecimal } from '../../../domain/sale/money'
import { checkSale } from '../../../domain/sale/checkSale'
import { cashNeedsDrawer } from '../../../domain/drawer/cashRule'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { SALE_MESSAGES } from '../../../domain/sale/saleMessages'
import { readSentMoney, recordedCustomer } from '../../../domain/sale/orderCheck'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import type { GesService } from '../ges/ges'
import { Refusal } from '../refusal'
import { oversoldLines, STOCK_MESSAGES } from '../../../domain/stock/onHand'
import { readSale, replayOf } from './saleReads'
import type { SessionRecord } from '../../types'
import { fingerprint } from './fingerprint'
import type { OfflineOutcome } from './offlineSale'
import { writeSale, type OrderValues } from './saleWrites'
import { orderDto } from '../dto/serialize'

/** A key repeated after a week is no longer a retry of the same sale. */
const KEY_KEEP_MS = 7 * 86_400_000

export interface SaveContext {
  universityId: number
  staffId: number
  session: SessionRecord
  idempotencyKey: string | null
  /** A sale made offline, as read by readOfflineSale: its operator comes from the recorded PIN. */
  offline?: OfflineOutcome | null
  /** The kiosk (its device cookie) the sale is made at, recorded so its cash finds its drawer. */
  kiosk: string | null
  /** Whether cash needs the kiosk's drawer open (the server's DRAWER_REQUIRED). */
  drawerRequired: boolean
  /**
   * A card terminal's sale: the operator whose PIN pass was spent when the payment was sent, so
   * the save on approval, perhaps minutes later, neither reads nor spends a PIN.
   */
  pinSpentBy?: number
  /** A card terminal's sale: its reference, kept on the order. */
  terminal?: TerminalReference
}

export interface SaveResult {
  order: Order
  replayed: boolean
}

/**
 * Saves a sale in two statements and no transaction: one read (whether the idempotency key is
 * taken, the PIN, the cash drawer, the ceremony, the customer and the stocks), then every rule of
 * the sale at once (checkSale, which the stories' fake server runs too), then one write of the
 * order, its items, its queued push to the ordering system (so an order the kiosk never pushes
 * still gets there) and the key. The write checks again that the key is free
 * and the PIN unspent; a save that lost either to another one in between writes nothing.
 */
export async function saveOrder(
  db: Db,
  ges: Pick<GesService, 'firstAttemptAt'>,
  payload: OrderPayload,
  ctx: SaveContext,
): Promise<SaveResult> {
  return (await saveSteps(db, ges, payload, ctx, false)) as SaveResult
}

/** What a sale would be recorded as, once every rule of the save has passed. */
export interface CheckedSale {
  totalCents: number
  operator: number
}

/**
 * Every read and rule of saveOrder, with its refusals, and nothing written: a card terminal's
 * sale is checked so before the card is charged (and no order number is taken for it).
 */
export async function checkOrder(
  db: Db,
  payload: OrderPayload,
  ctx: Omit<SaveContext, 'idempotencyKey'>,
): Promise<CheckedSale> {
  const never = { firstAttemptAt: () => new Date() }
  return (await saveSteps(
    db,
    never,
    payload,
    { ...ctx, idempotencyKey: null },
    true,
  )) as CheckedSale
}

async function saveSteps(
  db: Db,
  ges: Pick<GesService, 'firstAttemptAt'>,
  payload: OrderPayload,
  ctx: SaveContext,
  checkOnly: boolean,
): Promise<SaveResult | CheckedSale> {
  const money = readSentMoney(payload)
  const hash = money.ok ? fingerprint(payload, money.value) : null
  const sentCustomer = recordedCustomer(payload)
  const spendsPin = payload.mode === 'normal' && !ctx.offline && ctx.pinSpentBy === undefined
  const needsDrawer = cashNeedsDrawer({
    cash: payload.type === 'Order#Cash',
    offline: Boolean(ctx.offline),
    required: ctx.drawerRequired,
  })
  const read = await readSale(db, ctx, payload, {
    customerId: sentCustomer.ok ? sentCustomer.value.customerId : null,
    pinOf: spendsPin ? ctx.session : null,
    drawerOf: needsDrawer ? (ctx.kiosk ?? '') : null,
  })
  if (read.keyTaken && hash) {
    const order = await replayOf(db, ctx, hash)
    if (order) return { order, replayed: true }
  }
  const sale = checkSale(payload, {
    catalogue: read.stocks,
    ceremony: read.ceremony,
    customerFound: Boolean(read.customer),
    operator: {
      pin: ctx.pinSpentBy === undefined ? read.pin : { operator: ctx.pinSpentBy, at: Date.now() },
      offline: ctx.offline ?? null,
    },
    now: Date.now(),
  })
  if (!sale.ok) throw new Refusal(422, sale.message, sale.errors)
  if (needsDrawer && !read.drawerOpen) throw new Refusal(409, DRAWER_MESSAGES.openFirst)
  // An offline sale already happened: it is never refused for stock, only flagged. At the counter
  // the operator is asked first, and a sale they confirmed is flagged the same way.
  const oversold = oversoldLines(sale.value.lines)
  if (oversold.length && !ctx.offline && !payload.sell_beyond_count) {
    const message = STOCK_MESSAGES.refused(oversold.map((line) => line.name))
    throw new Refusal(409, message, { sell_beyond_count: [message] })
  }
  const {
    money: paid,
    customer,
    ceremony,
    lines,
    totalCents,
    tender,
    address,
    operator,
  } = sale.value
  // A sale that passed has money that was read, so its hash was taken above already.
  const requestHash = hash ?? fingerprint(payload, paid)
  if (checkOnly) return { totalCents, operator }
  const total = centsToDecimal(totalCents)
  const values: OrderValues = {
    universityId: ctx.universityId,
    customerId: customer.customerId,
    ceremonyId: ceremony.id,
    type: payload.type,
    date: isoDay(ctx.offline?.soldAt),
    name: customer.name,
    lastname: customer.lastname,
    countrycode: customer.countrycode,
    phone: customer.phone,
    email: customer.email,
    address,
    amount: total,
    paid: total,
    tendered: tender ? centsToDecimal(tender.tendered) : null,
    change: tender ? centsToDecimal(tender.change) : null,
    offlineNumber: ctx.offline?.number ?? null,
    soldOfflineAt: ctx.offline?.soldAt ?? null,
    pinUnverified: ctx.offline ? !ctx.offline.pinVerified : false,
    kiosk: ctx.kiosk,
    isPosOrder: true,
    posOperator: operator,
    status: 'Paid',
    statusTs: new Date(),
    json: {
      mode: payload.mode,
      recorded_by: ctx.staffId,
      ...(oversold.length ? { oversold } : {}),
      ...(ctx.terminal ? { terminal: ctx.terminal } : {}),
    },
  }
  const written = await writeSale(db, values, lines, {
    universityId: ctx.universityId,
    staffId: ctx.staffId,
    idempotencyKey: ctx.idempotencyKey,
    requestHash,
    spendPin: spendsPin ? { session: ctx.session.id, operator } : null,
    pushAt: ges.firstAttemptAt(),
    details: {
      amount: total,
      mode: payload.mode,
      operator,
      type: payload.type,
      ...(ctx.offline
        ? { offline_number: ctx.offline.number, pin_verified: ctx.offline.pinVerified }
        : {}),
    },
  })
  // The rows just written are the order: no read-back.
  if (written) {
    const order = orderDto(written.order, written.items, read.customer, ceremony)
    return { order, replayed: false }
  }
  // Another save took the key (a repeat of this one: its order) or spent the PIN since the read.
  const first = ctx.idempotencyKey ? await replayOf(db, ctx, requestHash) : null
  if (first) return { order: first, replayed: true }
  if (spendsPin) throw Refusal.field('pos_operator', SALE_MESSAGES.pinNeeded)
  throw new Error('The sale was not written, and neither its key nor its PIN was taken.')
}

/** Forgets idempotency keys older than KEY_KEEP_MS (housekeeping). */
export async function forgetOldKeys(db: Db, olderThanMs = KEY_KEEP_MS): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}

import { lt, sql } from 'drizzle-orm'
import type { Order } from '../../domain/contract/order'
import type { OrderPayload } from '../../domain/contract/requests'
import { isoDay } from '../../domain/dates'
import { centsToDecimal } from '../../domain/sale/money'
import { readSentMoney, recordedCustomer } from '../../domain/sale/orderCheck'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import type { GesService } from './ges'
import { Refusal } from './refusal'
import { readSale, replayOf } from './saleReads'
import { fingerprint, operatorOf, priceSale, valueOf, type SaveContext } from './saleRules'
import { writeLines, writeOrder } from './saleWrites'
import { orderDto } from './serialize'

/** A key repeated after a week is no longer a retry of the same sale. */
const KEY_KEEP_MS = 7 * 86_400_000

export interface SaveResult {
  order: Order
  replayed: boolean
}

/**
 * Saves a sale in one transaction: the idempotency key first (so a repeat returns the first
 * order), then every rule of the sale, then the order, its items and its queued push to the
 * ordering system (so an order the kiosk never pushes still gets there).
 */
export async function saveOrder(
  db: Db,
  ges: Pick<GesService, 'firstAttemptAt'>,
  payload: OrderPayload,
  ctx: SaveContext,
): Promise<SaveResult> {
  const money = valueOf(readSentMoney(payload))
  const hash = fingerprint(payload, money)
  const sentCustomer = recordedCustomer(payload)
  const spendsPin = payload.mode === 'normal' && !ctx.offline
  // BEGIN, the reads, the order, the lines with its queued push and the last writes, COMMIT.
  return db.transaction(async (tx) => {
    const read = await readSale(tx, ctx, payload, {
      hash,
      customerId: sentCustomer.ok ? sentCustomer.value.customerId : null,
      lockPin: spendsPin ? ctx.session : null,
    })
    if (!read.claimed) return { order: await replayOf(tx, ctx, hash), replayed: true }
    const operator = operatorOf(payload, ctx, read.pin)
    const customer = valueOf(sentCustomer)
    const ceremony = read.ceremony
    if (!ceremony) throw Refusal.field('ceremony_id', 'Please select a ceremony.')
    if (customer.customerId && !read.customer) {
      throw Refusal.field('customer_id', 'This customer does not exist.')
    }

    const { lines, totalCents, tender, address } = priceSale(payload, money, read.stocks)

    const order = await writeOrder(tx, {
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
      amount: centsToDecimal(totalCents),
      paid: centsToDecimal(totalCents),
      tendered: tender ? centsToDecimal(tender.tendered) : null,
      change: tender ? centsToDecimal(tender.change) : null,
      offlineNumber: ctx.offline?.number ?? null,
      soldOfflineAt: ctx.offline?.soldAt ?? null,
      pinUnverified: ctx.offline ? !ctx.offline.pinVerified : false,
      isPosOrder: true,
      posOperator: operator,
      status: 'Paid',
      statusTs: new Date(),
      json: { mode: payload.mode, recorded_by: ctx.staffId },
    })
    const items = await writeLines(tx, lines, customer.customerId, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      orderId: order.id,
      idempotencyKey: ctx.idempotencyKey,
      spendPinOf: spendsPin ? ctx.session.id : null,
      pushAt: ges.firstAttemptAt(),
      details: {
        amount: centsToDecimal(totalCents),
        mode: payload.mode,
        operator,
        type: payload.type,
        ...(ctx.offline
          ? { offline_number: ctx.offline.number, pin_verified: ctx.offline.pinVerified }
          : {}),
      },
    })
    // The rows just written are the order: no read-back.
    return { order: orderDto(order, items, read.customer, ceremony), replayed: false }
  })
}

/** Forgets idempotency keys older than KEY_KEEP_MS (housekeeping). */
export async function forgetOldKeys(db: Db, olderThanMs = KEY_KEEP_MS): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}

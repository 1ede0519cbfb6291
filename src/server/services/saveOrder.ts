import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Order } from '../../domain/contract/entities'
import type { OrderPayload } from '../../domain/contract/requests'
import { isoDay } from '../../domain/dates'
import { cleanAddress, saleRequiresAddress } from '../../domain/sale/address'
import { checked, type Checked } from '../../domain/sale/checked'
import { nameWithColour } from '../../domain/sale/colour'
import { centsToDecimal } from '../../domain/sale/money'
import {
  readSentMoney,
  recordedAddress,
  recordedCustomer,
  totalProblems,
  type SentMoney,
} from '../../domain/sale/orderCheck'
import { priceLines } from '../../domain/sale/orderLines'
import { readTender } from '../../domain/sale/tender'
import { itemTypeOfStock } from '../../domain/stockTypes'
import type { Db, Tx } from '../db/client'
import {
  auditLog,
  ceremonies,
  customers,
  idempotencyKeys,
  orderItems,
  orders,
  sessions,
  stocks,
} from '../db/schema'
import { sha256 } from '../security/secrets'
import type { SessionRecord } from '../types'
import type { GesService } from './ges'
import type { OfflineOutcome } from './offlineSale'
import { readOrder } from './orderReader'
import { orderDto } from './serialize'
import { Refusal } from './refusal'

/** How long a passed PIN check lets its operator save an order. */
export const PIN_VALID_MS = 5 * 60_000

/** A key repeated after a week is no longer a retry of the same sale. */
const KEY_KEEP_MS = 7 * 86_400_000

export interface SaveContext {
  universityId: number
  staffId: number
  session: SessionRecord
  idempotencyKey: string | null
  /** A sale made offline, as read by readOfflineSale: its operator comes from the recorded PIN. */
  offline?: OfflineOutcome | null
}

export interface SaveResult {
  order: Order
  replayed: boolean
}

/** A rule of the sale model that refused answers 422 with its messages. */
function valueOf<T>(result: Checked<T>): T {
  if (!result.ok) throw new Refusal(422, result.message, result.errors)
  return result.value
}

/**
 * What makes the sale, in a fixed shape. Fields the contract does not know change nothing (they
 * are not stored either), and leaving them out means no nesting depth can overflow anything here.
 */
function fingerprint(payload: OrderPayload, money: SentMoney): string {
  return sha256(
    JSON.stringify([
      payload.type,
      payload.mode,
      payload.customer_id,
      payload.ceremony_id,
      payload.name,
      payload.lastname,
      payload.countrycode,
      payload.phone,
      payload.email,
      money.amount,
      money.paid,
      payload.tendered ?? null,
      payload.address ? cleanAddress(payload.address) : null,
      payload.stocks.map((line) => [
        line.id,
        line.qty,
        line.colour?.name ?? null,
        line.colour?.value ?? null,
      ]),
    ]),
  )
}

/**
 * The PIN is read from the session row locked inside the sale's transaction, not from the copy
 * loaded with the request: two saves racing on one PIN must not both see it unspent.
 */
async function operatorFor(tx: Tx, payload: OrderPayload, ctx: SaveContext): Promise<number> {
  if (payload.mode === 'stage') return 0
  if (ctx.offline) return ctx.offline.operator
  const session = ctx.session
  const [current] = await tx
    .select({ pinOperatorId: sessions.pinOperatorId, pinCheckedAt: sessions.pinCheckedAt })
    .from(sessions)
    .where(eq(sessions.id, session.id))
    .for('update')
  const checkedAt = current?.pinCheckedAt?.getTime() ?? 0
  if (!current?.pinOperatorId || Date.now() - checkedAt > PIN_VALID_MS) {
    throw Refusal.field(
      'pos_operator',
      'A staff PIN is needed to save this order. Enter your PIN and try again.',
    )
  }
  return current.pinOperatorId
}

async function claimKey(tx: Tx, ctx: SaveContext, hash: string): Promise<Order | null> {
  if (!ctx.idempotencyKey) return null
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ universityId: ctx.universityId, key: ctx.idempotencyKey, requestHash: hash })
    .onConflictDoNothing()
    .returning()
  if (inserted) return null
  // Another request with this key committed first (the insert above waited for it).
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.universityId, ctx.universityId),
        eq(idempotencyKeys.key, ctx.idempotencyKey),
      ),
    )
  if (!existing || existing.requestHash !== hash || !existing.orderId) {
    throw Refusal.field(
      'Idempotency-Key',
      'This Idempotency-Key was already used for a different order.',
    )
  }
  return readOrder(tx, ctx.universityId, existing.orderId)
}

async function catalogueOf(tx: Tx, universityId: number, payload: OrderPayload) {
  const ids = [...new Set(payload.stocks.map((line) => line.id))]
  return tx
    .select()
    .from(stocks)
    .where(
      and(eq(stocks.universityId, universityId), inArray(stocks.id, ids), isNull(stocks.deletedAt)),
    )
}

/** The ceremony and the chosen customer in one round trip; either missing is refused. */
async function ceremonyAndCustomer(tx: Tx, ctx: SaveContext, payload: OrderPayload) {
  const customer = valueOf(recordedCustomer(payload))
  const [row] = await tx
    .select({ ceremony: ceremonies, customer: customers })
    .from(ceremonies)
    .leftJoin(
      customers,
      and(eq(customers.id, customer.customerId ?? 0), eq(customers.universityId, ctx.universityId)),
    )
    .where(
      and(eq(ceremonies.id, payload.ceremony_id), eq(ceremonies.universityId, ctx.universityId)),
    )
  if (!row) throw Refusal.field('ceremony_id', 'Please select a ceremony.')
  if (customer.customerId && !row.customer) {
    throw Refusal.field('customer_id', 'This customer does not exist.')
  }
  return { ceremony: row.ceremony, customer, customerRow: row.customer }
}

/**
 * The sale's last writes as one statement: the idempotency key names the order, the PIN is spent
 * (normal mode) and the audit line is written.
 */
async function finishSale(
  tx: Tx,
  ctx: SaveContext,
  payload: OrderPayload,
  sale: { orderId: number; details: Record<string, unknown> },
) {
  const steps: SQL[] = []
  if (ctx.idempotencyKey) {
    const named = tx
      .update(idempotencyKeys)
      .set({ orderId: sale.orderId })
      .where(
        and(
          eq(idempotencyKeys.universityId, ctx.universityId),
          eq(idempotencyKeys.key, ctx.idempotencyKey),
        ),
      )
    steps.push(sql`named_key AS (${named.getSQL()})`)
  }
  if (payload.mode === 'normal' && !ctx.offline) {
    // One PIN entry pays for one sale.
    const spent = tx
      .update(sessions)
      .set({ pinOperatorId: null, pinCheckedAt: null })
      .where(eq(sessions.id, ctx.session.id))
    steps.push(sql`spent_pin AS (${spent.getSQL()})`)
  }
  const line = tx.insert(auditLog).values({
    universityId: ctx.universityId,
    staffId: ctx.staffId,
    action: 'order.save',
    subject: `order:${sale.orderId}`,
    details: sale.details,
  })
  await tx.execute(
    steps.length ? sql`WITH ${sql.join(steps, sql`, `)} ${line.getSQL()}` : line.getSQL(),
  )
}

/**
 * Saves a sale in one transaction: the idempotency key first (so a repeat returns the first
 * order), then every rule of the sale, then the order, its items and its queued push to the
 * ordering system (so an order the kiosk never pushes still gets there).
 */
export async function saveOrder(
  db: Db,
  ges: Pick<GesService, 'queue'>,
  payload: OrderPayload,
  ctx: SaveContext,
): Promise<SaveResult> {
  const money = valueOf(readSentMoney(payload))
  const hash = fingerprint(payload, money)
  return db.transaction(async (tx) => {
    const previous = await claimKey(tx, ctx, hash)
    if (previous) return { order: previous, replayed: true }

    const operator = await operatorFor(tx, payload, ctx)
    const { ceremony, customer, customerRow } = await ceremonyAndCustomer(tx, ctx, payload)

    const lines = valueOf(
      priceLines(payload.stocks, await catalogueOf(tx, ctx.universityId, payload)),
    )
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
    valueOf(checked(totalProblems(money, totalCents), () => totalCents))
    const { tender, errors: tenderErrors } = readTender(payload, totalCents)
    valueOf(checked(tenderErrors, () => tender))
    const requiresAddress = saleRequiresAddress(
      payload.mode,
      lines.map((line) => ({ stock: { require_address: line.stock.requireAddress } })),
    )
    const address = valueOf(recordedAddress(payload, requiresAddress))

    const [order] = await tx
      .insert(orders)
      .values({
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
      .returning()
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          orderId: order!.id,
          universityId: ctx.universityId,
          customerId: customer.customerId,
          stockId: line.stock.id,
          name: nameWithColour(line.stock.type, line.stock.name, line.colour),
          type: itemTypeOfStock(line.stock.type),
          qty: line.qty,
          amount: centsToDecimal(line.amountCents),
          status: 'Open',
          statusTs: new Date(),
          json: line.colour ? { colour: line.colour } : {},
        })),
      )
      .returning()
    await ges.queue(tx, ctx.universityId, order!.id)
    await finishSale(tx, ctx, payload, {
      orderId: order!.id,
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
    return { order: orderDto(order!, items, customerRow, ceremony), replayed: false }
  })
}

/** Forgets idempotency keys older than KEY_KEEP_MS (housekeeping). */
export async function forgetOldKeys(db: Db, olderThanMs = KEY_KEEP_MS): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}

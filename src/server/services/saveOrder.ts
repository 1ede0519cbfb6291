import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Order } from '../../domain/contract/entities'
import type { OrderPayload } from '../../domain/contract/requests'
import { catalogueColour, colourOptions, nameWithColour } from '../../domain/sale/colour'
import { ADDRESS_COUNTRY, PLACEHOLDER_CUSTOMER } from '../../domain/sale/customer'
import { isoDay } from '../../domain/dates'
import { centsToDecimal, formatMoney, toCents } from '../../domain/sale/money'
import { isValidPhone } from '../../domain/phone'
import { itemTypeOfStock, STOCK_TYPES } from '../../domain/stockTypes'
import { isValidEmail } from '../../domain/validation'
import type { Db, Tx } from '../db/client'
import {
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
import { audit } from './audit'
import type { GesService } from './ges'
import { readOrder } from './orderReader'
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
}

export interface SaveResult {
  order: Order
  replayed: boolean
}

/** The address as stored: its known fields only, the country fixed. */
function storedAddress(address: NonNullable<OrderPayload['address']>) {
  return {
    extra_streetname1: address.extra_streetname1,
    extra_city: address.extra_city,
    extra_state: address.extra_state,
    extra_postcode: address.extra_postcode,
    extra_country: ADDRESS_COUNTRY,
  }
}

/**
 * What makes the sale, in a fixed shape. Fields the contract does not know change nothing (they
 * are not stored either), and leaving them out means no nesting depth can overflow anything here.
 */
function fingerprint(payload: OrderPayload): string {
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
      payload.amount,
      payload.paid,
      payload.address ? storedAddress(payload.address) : null,
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
async function operatorFor(tx: Tx, payload: OrderPayload, session: SessionRecord): Promise<number> {
  if (payload.mode === 'stage') return 0
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

interface PricedLine {
  stock: typeof stocks.$inferSelect
  qty: number
  colour: { name: string; value: string } | null
  amountCents: number
}

async function priceLines(
  tx: Tx,
  universityId: number,
  payload: OrderPayload,
): Promise<PricedLine[]> {
  const ids = [...new Set(payload.stocks.map((line) => line.id))]
  const rows = await tx
    .select()
    .from(stocks)
    .where(
      and(eq(stocks.universityId, universityId), inArray(stocks.id, ids), isNull(stocks.deletedAt)),
    )
  const errors: Record<string, string[]> = {}
  const lines = payload.stocks.map((line, index) => {
    const stock = rows.find((row) => row.id === line.id)
    if (!stock) {
      errors[`stocks.${index}.id`] = ['This product is no longer sold.']
      return null
    }
    // The matboard (and any type the kiosk does not know) is only ever an upgrade.
    if (!(STOCK_TYPES as readonly string[]).includes(stock.type)) {
      errors[`stocks.${index}.id`] = [`${stock.name} is not sold on its own.`]
      return null
    }
    const colour = catalogueColour(stock, line.colour)
    if (colourOptions(stock).length && !colour) {
      errors[`stocks.${index}.colour`] = [`Choose a colour for ${stock.name}.`]
    }
    return { stock, qty: line.qty, colour, amountCents: toCents(stock.price) * line.qty }
  })
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new Refusal(422, first, errors)
  return lines as PricedLine[]
}

function customerFields(payload: OrderPayload) {
  if (
    payload.mode === 'stage' ||
    (payload.customer_id === 0 && !payload.name.trim() && !payload.lastname.trim())
  ) {
    return { ...PLACEHOLDER_CUSTOMER, customerId: null }
  }
  const errors: Record<string, string[]> = {}
  if (!payload.name.trim()) errors.name = ['First name is required.']
  if (!payload.lastname.trim()) errors.lastname = ['Last name is required.']
  if (payload.phone.trim() && !isValidPhone(payload.countrycode || '61', payload.phone))
    errors.phone = ['Invalid phone number.']
  if (payload.email.trim() && !isValidEmail(payload.email))
    errors.email = ['Invalid email address.']
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new Refusal(422, first, errors)
  return {
    name: payload.name.trim(),
    lastname: payload.lastname.trim(),
    email: payload.email.trim(),
    phone: payload.phone.trim(),
    countrycode: payload.countrycode.replace(/\D/g, '') || PLACEHOLDER_CUSTOMER.countrycode,
    customerId: payload.customer_id || null,
  }
}

function addressOf(payload: OrderPayload, required: boolean) {
  const address = payload.address ?? null
  if (!required) return address ? storedAddress(address) : null
  const labels = {
    extra_streetname1: 'Address is required.',
    extra_city: 'Suburb is required.',
    extra_state: 'State is required.',
    extra_postcode: 'Postcode is required.',
  } as const
  const errors: Record<string, string[]> = {}
  for (const [field, message] of Object.entries(labels)) {
    if (!address?.[field as keyof typeof labels]?.trim()) errors[`address.${field}`] = [message]
  }
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new Refusal(422, first, errors)
  return storedAddress(address!)
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
  const hash = fingerprint(payload)
  return db.transaction(async (tx) => {
    const previous = await claimKey(tx, ctx, hash)
    if (previous) return { order: previous, replayed: true }

    const operator = await operatorFor(tx, payload, ctx.session)
    const [ceremony] = await tx
      .select({ id: ceremonies.id })
      .from(ceremonies)
      .where(
        and(eq(ceremonies.id, payload.ceremony_id), eq(ceremonies.universityId, ctx.universityId)),
      )
    if (!ceremony) throw Refusal.field('ceremony_id', 'Please select a ceremony.')

    const customer = customerFields(payload)
    if (customer.customerId) {
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.id, customer.customerId), eq(customers.universityId, ctx.universityId)),
        )
      if (!row) throw Refusal.field('customer_id', 'This customer does not exist.')
    }

    const lines = await priceLines(tx, ctx.universityId, payload)
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
    if (toCents(payload.amount) !== totalCents) {
      throw Refusal.field(
        'amount',
        `The amount does not match the current prices: the total is ${formatMoney(totalCents)}.`,
      )
    }
    if (toCents(payload.paid) !== totalCents) {
      throw Refusal.field('paid', `The amount paid must be the total, ${formatMoney(totalCents)}.`)
    }
    const requiresAddress =
      payload.mode === 'normal' && lines.some((line) => line.stock.requireAddress === 'yes')
    const address = addressOf(payload, requiresAddress)

    const [order] = await tx
      .insert(orders)
      .values({
        universityId: ctx.universityId,
        customerId: customer.customerId,
        ceremonyId: ceremony.id,
        type: payload.type,
        date: isoDay(),
        name: customer.name,
        lastname: customer.lastname,
        countrycode: customer.countrycode,
        phone: customer.phone,
        email: customer.email,
        address,
        amount: centsToDecimal(totalCents),
        paid: centsToDecimal(totalCents),
        isPosOrder: true,
        posOperator: operator,
        status: 'Paid',
        statusTs: new Date(),
        json: { mode: payload.mode, recorded_by: ctx.staffId },
      })
      .returning()
    await tx.insert(orderItems).values(
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
    await ges.queue(tx, ctx.universityId, order!.id)
    if (ctx.idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order!.id })
        .where(
          and(
            eq(idempotencyKeys.universityId, ctx.universityId),
            eq(idempotencyKeys.key, ctx.idempotencyKey),
          ),
        )
    }
    if (payload.mode === 'normal') {
      // One PIN entry pays for one sale.
      await tx
        .update(sessions)
        .set({ pinOperatorId: null, pinCheckedAt: null })
        .where(eq(sessions.id, ctx.session.id))
    }
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: 'order.save',
      subject: `order:${order!.id}`,
      details: {
        amount: centsToDecimal(totalCents),
        mode: payload.mode,
        operator,
        type: payload.type,
      },
    })
    const saved = await readOrder(tx, ctx.universityId, order!.id)
    return { order: saved!, replayed: false }
  })
}

/** Forgets idempotency keys older than KEY_KEEP_MS (housekeeping). */
export async function forgetOldKeys(db: Db, olderThanMs = KEY_KEEP_MS): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`))
}

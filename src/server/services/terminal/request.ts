import { and, eq } from 'drizzle-orm'
import type { TerminalPaymentBody } from '../../../domain/contract/terminal'
import type { OrderPayload } from '../../../domain/contract/requests'
import type { UpgradeBody } from '../../../domain/contract/upgrade'
import { toCents } from '../../../domain/sale/money'
import type { Db } from '../../db/client'
import { orderItems, terminalAttempts } from '../../db/schema'
import type { SessionRecord } from '../../types'
import type { PinContext } from '../auth/verifyPin'
import { managerApproval, type Approval } from '../corrections/approval'
import { refundApproved } from '../corrections/refundItem'
import { upgradeItem } from '../items/upgradeItem'
import { Refusal } from '../refusal'
import { checkOrder } from '../sale/saveOrder'
import { dryRun } from './dryRun'

/** Who sends a payment, from where. */
export interface PaymentContext {
  universityId: number
  universityName: string
  staffId: number
  session: SessionRecord
  kiosk: string
  pin: PinContext
}

/** What the terminal's approval saves, as checked before the card was asked (the attempt's request). */
export type SavedRequest =
  | { purpose: 'sale'; sale: OrderPayload; pinSpentBy: number | null }
  | { purpose: 'upgrade'; upgrade: UpgradeBody }
  | {
      purpose: 'refund'
      orderItemId: number
      approval: Approval
      pin: PinContext
      universityName: string
      original: { id: string; receipt: string } | null
    }

export interface CheckedPayment {
  amountCents: number
  request: SavedRequest
}

const dollarsToCents = (amount: number | string) => toCents(String(amount))

/**
 * Every check the save makes, made before the terminal is asked, with the same refusals as
 * POST /orders, the upgrade and the refund: the sale's rules run without writing (checkOrder);
 * the upgrade and the refund run and are rolled back. Their answer gives the amount: the
 * server's, never the kiosk's.
 */
export async function checkPayment(
  db: Db,
  body: TerminalPaymentBody,
  ctx: PaymentContext,
): Promise<CheckedPayment> {
  switch (body.purpose) {
    case 'sale': {
      if (body.sale.type !== 'Order#Eftpos') {
        throw Refusal.field('type', 'A card terminal sale is an Order#Eftpos.')
      }
      if (body.sale.offline)
        throw Refusal.field('offline', 'An offline sale is not sent to a terminal.')
      const sale = { ...body.sale, tendered: undefined }
      const checked = await checkOrder(db, sale, {
        universityId: ctx.universityId,
        staffId: ctx.staffId,
        session: ctx.session,
        kiosk: ctx.kiosk,
        drawerRequired: false,
      })
      const pinSpentBy = sale.mode === 'normal' ? checked.operator : null
      return {
        amountCents: checked.totalCents,
        request: { purpose: 'sale', sale, pinSpentBy },
      }
    }
    case 'upgrade': {
      if (body.upgrade.type !== 'Eftpos') {
        throw Refusal.field('type', 'A card terminal upgrade is paid by Eftpos.')
      }
      const upgrade = { ...body.upgrade, tendered: null }
      const answer = await dryRun(db, (tx) =>
        upgradeItem(tx, upgrade, {
          universityId: ctx.universityId,
          staffId: ctx.staffId,
          kiosk: ctx.kiosk,
          drawerRequired: false,
        }),
      )
      const payable = answer.upgraded.json.upgrade?.payable ?? 0
      return { amountCents: dollarsToCents(payable), request: { purpose: 'upgrade', upgrade } }
    }
    case 'refund': {
      // The PIN is checked for real, outside the rolled-back save, so wrong PINs still count.
      const approval = await managerApproval(db, body.refund, ctx.pin, 'refund an item')
      const correction = correctionOf(ctx.universityId, ctx.staffId, ctx.universityName, ctx.pin)
      const { answer } = await dryRun(db, (tx) =>
        refundApproved(tx, body.refund.orderItemId, 'Eftpos', approval, correction),
      )
      return {
        amountCents: dollarsToCents(answer.refunded.amount),
        request: {
          purpose: 'refund',
          orderItemId: body.refund.orderItemId,
          approval,
          pin: ctx.pin,
          universityName: ctx.universityName,
          original: await originalPurchase(db, ctx.universityId, body.refund.orderItemId),
        },
      }
    }
  }
}

export function correctionOf(
  universityId: number,
  staffId: number,
  universityName: string,
  pin: PinContext,
  idempotencyKey: string | null = null,
) {
  return { universityId, staffId, universityName, pin, idempotencyKey }
}

/** The terminal purchase that paid for the item's order, which the terminal refunds against. */
async function originalPurchase(db: Db, universityId: number, itemId: number) {
  const [row] = await db
    .select({ id: terminalAttempts.id, receipt: terminalAttempts.receipt })
    .from(orderItems)
    .innerJoin(terminalAttempts, eq(terminalAttempts.orderId, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(terminalAttempts.universityId, universityId),
        eq(terminalAttempts.purpose, 'sale'),
        eq(terminalAttempts.state, 'approved'),
      ),
    )
  return row?.receipt ? { id: row.id, receipt: row.receipt } : null
}

import { eq } from 'drizzle-orm'
import type { TerminalReference } from '../../../domain/contract/order'
import type { Tx } from '../../db/client'
import { terminalAttempts, terminals } from '../../db/schema'
import type { SessionRecord } from '../../types'
import { audit } from '../audit'
import { refundApproved } from '../corrections/refundItem'
import { upgradeItem } from '../items/upgradeItem'
import { Refusal } from '../refusal'
import { saveOrder } from '../sale/saveOrder'
import type { AttemptRow } from './attemptDto'
import type { TerminalDeps } from './deps'
import type { TerminalOutcome } from './port'
import { correctionOf, type SavedRequest } from './request'

export const FLAGGED = 'Approved on the terminal, no order: refund the card'

/**
 * Settles an attempt with what its terminal said, once: under the attempt's lock, an attempt
 * already resolved (a duplicate, or an event after the recovery job's answer) changes nothing.
 * Approval saves the sale, the upgrade or the refund in the same transaction that records it, so
 * the attempt row carries its order id and the order is saved exactly once. An attempt the
 * operator cancelled (and took cash for) saves nothing and is flagged for a refund instead.
 * `universityId`, when the event names one, must be the attempt's.
 */
export async function resolveAttempt(
  deps: TerminalDeps,
  id: string,
  outcome: TerminalOutcome,
  universityId?: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(terminalAttempts)
      .where(eq(terminalAttempts.id, id))
      .for('update')
    if (!row || (universityId !== undefined && row.universityId !== universityId)) {
      deps.log.warn({ transaction: id, universityId }, 'terminal event for no attempt ignored')
      return false
    }
    if (row.resolvedAt) {
      deps.log.info({ transaction: id }, 'terminal event for a resolved attempt ignored')
      return false
    }
    const now = new Date()
    if (outcome.state !== 'approved') {
      await tx
        .update(terminalAttempts)
        .set({
          state: outcome.state,
          reason: outcome.state === 'declined' ? outcome.reason : row.reason,
          display: null,
          resolvedAt: now,
          updatedAt: now,
        })
        .where(eq(terminalAttempts.id, id))
      await auditAttempt(tx, row, outcome.state, {
        reason: outcome.state === 'declined' ? outcome.reason : null,
      })
      return true
    }
    const reference = {
      receipt: outcome.receipt,
      authCode: outcome.authCode,
      card: outcome.card,
    }
    if (row.cancelledByOperator) {
      await flag(tx, row, reference, 'The operator cancelled the payment and took another.')
      return true
    }
    const [terminal] = await tx.select().from(terminals).where(eq(terminals.id, row.terminalId))
    const ref: TerminalReference = {
      receipt: outcome.receipt,
      auth_code: outcome.authCode,
      card: outcome.card,
      terminal: terminal?.label ?? '',
    }
    try {
      // A savepoint: a save refused now (the card is already charged) is flagged, not lost.
      const saved = await tx.transaction((save) => saveApproved(deps, save, row, ref))
      await tx
        .update(terminalAttempts)
        .set({
          state: 'approved',
          ...reference,
          display: null,
          orderId: saved.orderId,
          orderItemId: saved.orderItemId,
          resolvedAt: now,
          updatedAt: now,
        })
        .where(eq(terminalAttempts.id, id))
      await auditAttempt(tx, row, 'approved', { ...ref, order_id: saved.orderId })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      deps.log.error({ transaction: id, err: error }, 'terminal approval could not be saved')
      await flag(tx, row, reference, error.message)
    }
    return true
  })
}

async function saveApproved(
  deps: TerminalDeps,
  tx: Tx,
  row: AttemptRow,
  terminal: TerminalReference,
): Promise<{ orderId: number; orderItemId: number | null }> {
  const request = row.request as SavedRequest
  // The sale's own idempotency key: a second save of this attempt answers the first order.
  const key = `terminal:${row.id}`
  switch (request.purpose) {
    case 'sale': {
      const { order } = await saveOrder(
        tx,
        deps.ges,
        // Stock was checked when the payment was sent; a card charged since is never refused for it.
        { ...request.sale, sell_beyond_count: true },
        {
          universityId: row.universityId,
          staffId: row.staffId,
          // Not read: the PIN pass was spent when the payment was sent (pinSpentBy), or none is
          // needed (stage).
          session: { id: '' } as SessionRecord,
          idempotencyKey: key,
          kiosk: row.kiosk,
          drawerRequired: false,
          pinSpentBy: request.pinSpentBy ?? undefined,
          terminal,
        },
      )
      return { orderId: order.id, orderItemId: null }
    }
    case 'upgrade': {
      const answer = await upgradeItem(tx, request.upgrade, {
        universityId: row.universityId,
        staffId: row.staffId,
        kiosk: row.kiosk,
        drawerRequired: false,
        terminal,
      })
      return { orderId: answer.order.id, orderItemId: answer.upgraded.id }
    }
    case 'refund': {
      const ctx = correctionOf(
        row.universityId,
        row.staffId,
        request.universityName,
        request.pin,
        key,
      )
      const { answer } = await refundApproved(
        tx,
        request.orderItemId,
        'Eftpos',
        request.approval,
        ctx,
      )
      return { orderId: answer.order.id, orderItemId: answer.refunded.id }
    }
  }
}

/** Money taken on the terminal with no order for it: the report's exceptions list it. */
async function flag(
  tx: Tx,
  row: AttemptRow,
  reference: { receipt: string; authCode: string; card: string },
  why: string,
) {
  const now = new Date()
  await tx
    .update(terminalAttempts)
    .set({ ...reference, needsRefund: true, display: null, resolvedAt: now, updatedAt: now })
    .where(eq(terminalAttempts.id, row.id))
  await auditAttempt(tx, row, 'flagged', { reason: FLAGGED, why, receipt: reference.receipt })
}

async function auditAttempt(
  tx: Tx,
  row: AttemptRow,
  what: 'approved' | 'declined' | 'cancelled' | 'flagged',
  details: Record<string, unknown>,
) {
  await audit(tx, {
    universityId: row.universityId,
    staffId: row.staffId,
    action: `terminal.${what}`,
    subject: `terminal_attempt:${row.id}`,
    details: { purpose: row.purpose, amount_cents: row.amountCents, ...details },
  })
}

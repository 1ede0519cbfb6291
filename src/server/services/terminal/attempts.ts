import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { TerminalAttempt, TerminalPaymentBody } from '../../../domain/contract/terminal'
import { SALE_MESSAGES } from '../../../domain/sale/saleMessages'
import { sessions, terminalAttempts } from '../../db/schema'
import { kioskLabel } from '../../security/kioskCookie'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { attemptDto, attemptRow, type AttemptRow } from './attemptDto'
import { quietMs, type TerminalDeps } from './deps'
import { pairedTerminal, terminalById } from './pairing'
import { TerminalUnreachable, type PairedTerminal } from './port'
import { checkPayment, type PaymentContext } from './request'
import { resolveAttempt } from './resolve'

/** Names the kiosk's code, shown on its menu, which is what a manager pairs it by. */
export const noTerminal = (kioskCode: string) =>
  `No card terminal is paired with this kiosk (${kioskCode}). A manager pairs it in the back office, Card terminals.`
export const ATTEMPT_NOT_FOUND = 'Payment not found.'

/**
 * Sends a payment to the kiosk's terminal: checked as the save will check it, then written and
 * committed (with the PIN pass it spends), and only then is the terminal asked. The same
 * Idempotency-Key answers the same attempt. A terminal that cannot be reached leaves the attempt
 * `checking`: the recovery job asks it until it knows.
 */
export async function startPayment(
  deps: TerminalDeps,
  terminal: PairedTerminal | null,
  body: TerminalPaymentBody,
  ctx: PaymentContext,
  idempotencyKey: string,
): Promise<{ attempt: TerminalAttempt; replayed: boolean }> {
  const earlier = await attemptByKey(deps, ctx.universityId, idempotencyKey)
  if (earlier) return { attempt: await attemptDto(deps.db, earlier), replayed: true }
  if (!terminal) throw new Refusal(409, noTerminal(kioskLabel(ctx.kiosk)))
  const checked = await checkPayment(deps.db, body, ctx)
  const id = randomUUID()
  const written = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(terminalAttempts)
      .values({
        id,
        universityId: ctx.universityId,
        kiosk: ctx.kiosk,
        terminalId: terminal.id,
        staffId: ctx.staffId,
        purpose: body.purpose,
        amountCents: checked.amountCents,
        state: 'waiting',
        request: checked.request,
        idempotencyKey,
        nextCheckAt: sql`now() + ${`${quietMs(deps)} milliseconds`}::interval`,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) return null
    const pinSpentBy = checked.request.purpose === 'sale' ? checked.request.pinSpentBy : null
    if (pinSpentBy !== null) {
      // One PIN entry pays for one sale: spent now, with the attempt, not when the card is read.
      const spent = await tx
        .update(sessions)
        .set({ pinOperatorId: null, pinCheckedAt: null })
        .where(and(eq(sessions.id, ctx.session.id), eq(sessions.pinOperatorId, pinSpentBy)))
        .returning({ id: sessions.id })
      if (!spent.length) throw Refusal.field('pos_operator', SALE_MESSAGES.pinNeeded)
    }
    await audit(tx, {
      universityId: ctx.universityId,
      staffId: ctx.staffId,
      action: 'terminal.sent',
      subject: `terminal_attempt:${id}`,
      details: {
        purpose: body.purpose,
        amount_cents: checked.amountCents,
        terminal: terminal.label,
      },
    })
    return row
  })
  // Another request with this key wrote its attempt between the look-up and the insert.
  if (!written) {
    const first = await attemptByKey(deps, ctx.universityId, idempotencyKey)
    return { attempt: await attemptDto(deps.db, first!), replayed: true }
  }
  await send(deps, terminal, written)
  return { attempt: await attemptDto(deps.db, (await attemptRow(deps.db, id))!), replayed: false }
}

async function send(deps: TerminalDeps, terminal: PairedTerminal, row: AttemptRow) {
  const request = row.request as {
    purpose: string
    original?: { id: string; receipt: string } | null
  }
  try {
    if (row.purpose === 'refund') {
      await deps.adapter.refund(terminal, {
        id: row.id,
        amountCents: row.amountCents,
        original: request.original ?? null,
      })
    } else {
      await deps.adapter.purchase(terminal, { id: row.id, amountCents: row.amountCents })
    }
  } catch (error) {
    // Whether the terminal got it is unknown: it is asked, never sent the payment again.
    if (!(error instanceof TerminalUnreachable)) {
      deps.log.error({ transaction: row.id, err: error }, 'terminal purchase failed')
    }
    await markChecking(deps, row.id)
  }
}

export async function markChecking(deps: TerminalDeps, id: string) {
  await deps.db
    .update(terminalAttempts)
    .set({ state: 'checking', updatedAt: new Date() })
    .where(
      and(
        eq(terminalAttempts.id, id),
        sql`${terminalAttempts.resolvedAt} IS NULL`,
        eq(terminalAttempts.cancelledByOperator, false),
      ),
    )
}

async function attemptByKey(deps: TerminalDeps, universityId: number, key: string) {
  const [row] = await deps.db
    .select()
    .from(terminalAttempts)
    .where(
      and(
        eq(terminalAttempts.universityId, universityId),
        eq(terminalAttempts.idempotencyKey, key),
      ),
    )
  return row ?? null
}

/** The attempt of this kiosk at this university, or a 404 (another kiosk's is not its to see). */
export async function kioskAttempt(
  deps: TerminalDeps,
  universityId: number,
  kiosk: string,
  id: string,
): Promise<AttemptRow> {
  const row = await attemptRow(deps.db, id)
  if (!row || row.universityId !== universityId || row.kiosk !== kiosk) {
    throw new Refusal(404, ATTEMPT_NOT_FOUND)
  }
  return row
}

/**
 * The operator's Cancel: cancelled on the terminal, and settled by what the terminal then says.
 * A terminal that does not answer leaves the attempt `cancelled` for the kiosk (the operator may
 * take cash) but open for the recovery job, which flags it if the terminal approved it after all.
 */
export async function cancelPayment(deps: TerminalDeps, row: AttemptRow): Promise<TerminalAttempt> {
  if (row.resolvedAt || row.cancelledByOperator) return attemptDto(deps.db, row)
  const terminalRow = await terminalById(deps.db, row.terminalId)
  const terminal = terminalRow ? pairedTerminal(terminalRow) : null
  try {
    if (!terminal) throw new TerminalUnreachable('The terminal is no longer paired.')
    await deps.adapter.cancel(terminal, row.id)
    const status = await deps.adapter.status(terminal, row.id)
    if (
      status.state === 'approved' ||
      status.state === 'declined' ||
      status.state === 'cancelled'
    ) {
      await resolveAttempt(deps, row.id, status)
    } else if (status.state === 'unknown') {
      await resolveAttempt(deps, row.id, { state: 'cancelled' })
    } else {
      await cancelledByOperator(deps, row)
    }
  } catch (error) {
    if (!(error instanceof TerminalUnreachable)) {
      deps.log.error({ transaction: row.id, err: error }, 'terminal cancel failed')
    }
    await cancelledByOperator(deps, row)
  }
  return attemptDto(deps.db, (await attemptRow(deps.db, row.id))!)
}

async function cancelledByOperator(deps: TerminalDeps, row: AttemptRow) {
  await deps.db
    .update(terminalAttempts)
    .set({
      state: 'cancelled',
      cancelledByOperator: true,
      display: null,
      updatedAt: new Date(),
      nextCheckAt: new Date(),
    })
    .where(and(eq(terminalAttempts.id, row.id), sql`${terminalAttempts.resolvedAt} IS NULL`))
  await audit(deps.db, {
    universityId: row.universityId,
    staffId: row.staffId,
    action: 'terminal.cancelled',
    subject: `terminal_attempt:${row.id}`,
    details: { purpose: row.purpose, amount_cents: row.amountCents, confirmed: false },
  })
}

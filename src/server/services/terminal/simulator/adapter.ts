import { eq } from 'drizzle-orm'
import type { SimulatorNext } from '../../../../domain/contract/terminal'
import type { Db } from '../../../db/client'
import { terminalSimulator, terminalSimulatorTransactions as simulated } from '../../../db/schema'
import {
  TerminalUnreachable,
  type PairedTerminal,
  type TerminalAdapter,
  type TerminalEvent,
  type TerminalEventSink,
} from '../port'
import { FAST, simulatedStatus, timingOf, type SimulatorTiming } from './outcome'

export interface SimulatorAdapter extends TerminalAdapter {
  /** Forgets the events still to be sent (the server is closing). */
  stop(): void
}

const OFFLINE = 'The simulated terminal is offline.'

/** The university's next outcome, `approve` when none was set. */
export async function simulatorNext(db: Db, universityId: number): Promise<SimulatorNext> {
  const [row] = await db
    .select({ next: terminalSimulator.next })
    .from(terminalSimulator)
    .where(eq(terminalSimulator.universityId, universityId))
  return row?.next ?? 'approve'
}

export async function setSimulatorNext(db: Db, universityId: number, next: SimulatorNext) {
  await db
    .insert(terminalSimulator)
    .values({ universityId, next })
    .onConflictDoUpdate({ target: terminalSimulator.universityId, set: { next } })
}

/**
 * A card terminal in the database: deterministic, for the demo and the tests. Each transaction
 * takes the university's next outcome when it is sent, and is kept, so what it says later, even
 * after a restart, is worked out from that row (simulatedStatus). Events go to the sink on timers
 * of this process; a restart loses them, as a real cut would, and status() still tells the truth.
 */
export function simulatorAdapter(
  db: Db,
  sink: TerminalEventSink,
  fast: SimulatorTiming = FAST,
): SimulatorAdapter {
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      void work().catch(() => {})
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  async function find(id: string) {
    const [row] = await db.select().from(simulated).where(eq(simulated.id, id))
    return row ?? null
  }

  /** Throws as an unreachable terminal does while the university's setting is `offline`. */
  async function reachable(universityId: number, outcome: SimulatorNext) {
    if (outcome === 'offline' && (await simulatorNext(db, universityId)) === 'offline') {
      throw new TerminalUnreachable(OFFLINE)
    }
  }

  /** Relays what the terminal would show, while the transaction is still in progress. */
  async function relay(id: string, event: TerminalEvent) {
    const row = await find(id)
    if (!row) return
    const status = simulatedStatus(row, Date.now(), fast)
    if (event.kind === 'display' && status.state !== 'in-progress') return
    await sink(id, event)
  }

  async function send(
    terminal: PairedTerminal,
    txn: { id: string; amountCents: number },
    kind: 'purchase' | 'refund',
  ) {
    const next = await simulatorNext(db, terminal.universityId)
    // The same id sent again is the same transaction: a terminal never charges an id twice.
    await db
      .insert(simulated)
      .values({
        id: txn.id,
        universityId: terminal.universityId,
        terminalId: terminal.id,
        kind,
        amountCents: txn.amountCents,
        outcome: next,
        startedAt: new Date(),
      })
      .onConflictDoNothing()
    const row = (await find(txn.id))!
    await reachable(terminal.universityId, row.outcome)
    if (row.outcome === 'offline') return
    const timing = timingOf(row.outcome, fast)
    const shown = (text: string) => () => relay(row.id, { kind: 'display', text })
    later(0, shown('PRESENT CARD'))
    later(timing.processingMs, shown('PROCESSING'))
    // lose-response: the terminal approves, but its answer never reaches the server.
    if (row.outcome === 'lose-response') return
    later(timing.outcomeMs, async () => {
      const status = simulatedStatus((await find(row.id))!, Date.now(), fast)
      if (status.state === 'approved' || status.state === 'declined') {
        await sink(row.id, {
          kind: 'display',
          text: status.state === 'approved' ? 'APPROVED' : 'DECLINED',
        })
        await sink(row.id, { kind: 'outcome', outcome: status })
      }
    })
  }

  return {
    name: 'simulator',
    purchase: (terminal, txn) => send(terminal, txn, 'purchase'),
    refund: (terminal, txn) => send(terminal, txn, 'refund'),
    async status(terminal, transactionId) {
      const row = await find(transactionId)
      if (!row) return { state: 'unknown' }
      await reachable(terminal.universityId, row.outcome)
      return simulatedStatus(row, Date.now(), fast)
    },
    async cancel(terminal, transactionId) {
      const row = await find(transactionId)
      if (!row) return
      await reachable(terminal.universityId, row.outcome)
      if (simulatedStatus(row, Date.now(), fast).state !== 'in-progress') return
      await db
        .update(simulated)
        .set({ cancelledAt: new Date() })
        .where(eq(simulated.id, transactionId))
      later(0, () => sink(transactionId, { kind: 'outcome', outcome: { state: 'cancelled' } }))
    },
    stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { FLAGGED } from '../terminal/resolve'
import { scopeCondition, type ReportScope } from './scope'
import type { ReportDays } from './drawers'

/** A terminal's card payments in the scope: sales and upgrades in, refunds out. */
export interface TerminalTakings {
  terminal: string
  payments: number
  refunds: number
  /** Cents, net of refunds. */
  amount: number
}

/** Money the terminals and the orders disagree about. */
export interface TerminalException {
  kind: 'no_order' | 'no_approval'
  attempt_id: string | null
  order_id: number | null
  /** Cents. */
  amount: number
  terminal: string | null
  receipt: string | null
  card: string | null
  at: string
  message: string
}

export const NO_APPROVAL = 'Paid on the terminal by its record, but no approval of the terminal'

/** Lists longer than this are cut. */
const LIST_LIMIT = 200

/**
 * The Z report's reconciliation of the card terminals: each terminal's approved payments whose
 * order is in the scope, and the exceptions: payments approved on a terminal with no order (the
 * operator cancelled and took cash: refund the card), and orders carrying a terminal's reference
 * without an approved attempt behind them.
 */
export async function terminalReconciliation(
  db: Db,
  universityId: number,
  scope: ReportScope,
  days: ReportDays,
  zone: string,
): Promise<{ by_terminal: TerminalTakings[]; exceptions: TerminalException[] }> {
  const condition = scopeCondition(universityId, scope)
  const [byTerminal, noOrder, noApproval] = await Promise.all([
    rowsOf<TerminalTakings>(
      db,
      sql`SELECT t.label AS terminal,
          count(*) FILTER (WHERE a.purpose <> 'refund')::int AS payments,
          count(*) FILTER (WHERE a.purpose = 'refund')::int AS refunds,
          sum(CASE WHEN a.purpose = 'refund' THEN -a.amount_cents ELSE a.amount_cents END)::int AS amount
        FROM terminal_attempts a
        JOIN terminals t ON t.id = a.terminal_id
        JOIN orders o ON o.id = a.order_id
        WHERE a.university_id = ${universityId} AND a.state = 'approved' AND ${condition}
        GROUP BY t.label ORDER BY t.label`,
    ),
    rowsOf<TerminalException>(
      db,
      sql`SELECT 'no_order' AS kind, a.id::text AS attempt_id, NULL::int AS order_id,
          a.amount_cents AS amount, t.label AS terminal, a.receipt, a.card, a.created_at AS at,
          ${FLAGGED}::text AS message
        FROM terminal_attempts a JOIN terminals t ON t.id = a.terminal_id
        WHERE a.university_id = ${universityId} AND a.needs_refund
          AND (a.created_at AT TIME ZONE ${zone})::date BETWEEN ${days.from}::date AND ${days.to}::date
        ORDER BY a.created_at LIMIT ${LIST_LIMIT}`,
    ),
    rowsOf<TerminalException>(
      db,
      sql`SELECT 'no_approval' AS kind, NULL::text AS attempt_id, o.id AS order_id,
          (o.amount * 100)::int AS amount, o.json->'terminal'->>'terminal' AS terminal,
          o.json->'terminal'->>'receipt' AS receipt, o.json->'terminal'->>'card' AS card,
          o.created_at AS at, ${NO_APPROVAL}::text AS message
        FROM orders o
        WHERE ${condition} AND (o.json -> 'terminal') IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM terminal_attempts a
            WHERE a.order_id = o.id AND a.state = 'approved' AND a.purpose = 'sale')
        ORDER BY o.id LIMIT ${LIST_LIMIT}`,
    ),
  ])
  const exception = (row: TerminalException): TerminalException => ({
    ...row,
    amount: Number(row.amount),
    at: new Date(row.at).toISOString(),
  })
  return {
    by_terminal: byTerminal.map((row) => ({
      ...row,
      payments: Number(row.payments),
      refunds: Number(row.refunds),
      amount: Number(row.amount),
    })),
    exceptions: [...noOrder, ...noApproval].map(exception),
  }
}

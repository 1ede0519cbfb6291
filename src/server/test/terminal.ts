import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { TerminalAttempt } from '../../domain/contract/terminal'
import type { OrderPayload } from '../../domain/contract/requests'
import type { Db } from '../db/client'
import { orders, terminalAttempts } from '../db/schema'
import type { Answer, TestClient } from './client'
import { ceremonyOf } from './fixtures'
import { orderPayload, type Line } from './orderPayload'

/** A card sale as the kiosk sends it to the terminal. */
export async function cardSale(
  db: Db,
  tenant: string,
  lines: Line[],
  overrides: Partial<OrderPayload> = {},
): Promise<OrderPayload> {
  return orderPayload(await ceremonyOf(db, tenant), lines, { type: 'Order#Eftpos', ...overrides })
}

export function pay(
  client: TestClient,
  tenant: string,
  body: unknown,
  key: string = randomUUID(),
): Promise<Answer<TerminalAttempt>> {
  return client.post<TerminalAttempt>(`/${tenant}/terminal/payments`, body, {
    headers: { 'idempotency-key': key },
  })
}

export function setNext(client: TestClient, tenant: string, next: string) {
  return client.post(`/${tenant}/terminal/simulator`, { next })
}

/** Polls the attempt as the kiosk does until `done` holds (or the test's own timeout ends it). */
export async function pollUntil(
  client: TestClient,
  tenant: string,
  id: string,
  done: (attempt: TerminalAttempt) => boolean,
): Promise<TerminalAttempt> {
  for (;;) {
    const answer = await client.get<TerminalAttempt>(`/${tenant}/terminal/payments/${id}`)
    if (answer.status !== 200) throw new Error(`poll answered ${answer.status}: ${answer.text}`)
    if (done(answer.body)) return answer.body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const settled = (attempt: TerminalAttempt) =>
  attempt.state !== 'waiting' && attempt.state !== 'checking'

export async function attemptOf(db: Db, id: string) {
  const [row] = await db.select().from(terminalAttempts).where(eq(terminalAttempts.id, id))
  return row!
}

/** Orders saved for an attempt, counted by the terminal reference they carry. */
export async function ordersPaidBy(db: Db, id: string): Promise<number> {
  const rows = await db.select({ json: orders.json }).from(orders)
  const receipts = rows.filter((row) => (row.json as { terminal?: unknown }).terminal !== undefined)
  const attempt = await attemptOf(db, id)
  return receipts.filter(
    (row) => (row.json as { terminal: { receipt: string } }).terminal.receipt === attempt.receipt,
  ).length
}

import { simpleParser } from 'mailparser'
import type { ReceivedMail } from '../server/test/smtp'
import { cutShort, type Crash } from './faults'
import type { GesCall } from './ges'
import type { Ledger } from './ledger'
import { gesKey, type WorldRows } from './worldRows'

export interface Tally {
  due: number
  delivered: number
  lost: number
  doubled: number
  /** Sent again because a crash cut the first delivery short (cutShort). */
  redelivered: number
}

export interface Proof {
  sales: number
  lost: number
  doubled: number
  receipts: Tally
  pushes: Tally
  /** Every finding, in words, naming the order, key, address or push. */
  findings: string[]
}

/** What the upgrades of an order added to its total. */
const upgradedBy = (ledger: Ledger, orderId: number) =>
  ledger.upgrades.filter((u) => u.orderId === orderId).reduce((sum, u) => sum + u.cents, 0)

/** Sales: each one a kiosk was told was saved is there once; nothing is there that no kiosk sent. */
function proveSales(ledger: Ledger, rows: WorldRows, findings: string[]) {
  let lost = 0
  let doubled = 0
  const byKey = new Map<string, number[]>()
  for (const order of rows.orders) {
    if (!order.key) {
      doubled++
      findings.push(
        `order ${order.id} (${order.cents / 100}) has no kiosk's key: a sale no kiosk made, or one saved twice`,
      )
      continue
    }
    if (!ledger.keysSent.has(order.key)) {
      doubled++
      findings.push(`order ${order.id} has key ${order.key}, which no kiosk sent`)
    }
    byKey.set(order.key, [...(byKey.get(order.key) ?? []), order.id])
  }
  for (const sale of ledger.sales) {
    const ids = byKey.get(sale.key) ?? []
    const found = rows.orders.find((o) => o.id === sale.orderId)
    if (!found || found.key !== sale.key) {
      lost++
      findings.push(
        `sale ${sale.key} (order ${sale.orderId}, ${sale.cents / 100}) is not in the database`,
      )
    } else if (found.cents !== sale.cents + upgradedBy(ledger, found.id)) {
      const paid = sale.cents + upgradedBy(ledger, found.id)
      findings.push(`order ${found.id} holds ${found.cents / 100}, kiosks took ${paid / 100}`)
      lost++
    }
    if (ids.length > 1) {
      doubled += ids.length - 1
      findings.push(
        `sale ${sale.key} is in the database ${ids.length} times: orders ${ids.join(', ')}`,
      )
    }
  }
  for (const sale of ledger.unsent) {
    lost++
    findings.push(
      `offline sale ${sale.offlineNumber} of kiosk ${sale.kiosk} never reached the server`,
    )
  }
  return { lost, doubled }
}

/**
 * Card payments: every approved attempt has exactly one order, or none and is flagged for a
 * refund (the operator cancelled and took cash); a declined or cancelled one has none; each
 * outcome a kiosk was told is the database's.
 */
function proveCards(ledger: Ledger, rows: WorldRows, findings: string[]) {
  for (const card of rows.cards) {
    const orders = rows.orders.filter((o) => o.key === `terminal:${card.id}`)
    if (card.purpose === 'upgrade') {
      // An upgrade changes the order it was paid for (proveSales weighs it); it saves none.
      if (orders.length) findings.push(`card upgrade ${card.id} saved an order of its own`)
      else if (card.state === 'approved' && card.orderId === null && !card.needsRefund)
        findings.push(`card upgrade ${card.id} was approved with no order and no refund flagged`)
      else if (card.state !== 'approved' && card.orderId !== null)
        findings.push(`card upgrade ${card.id} is ${card.state} yet changed order ${card.orderId}`)
    } else if (card.state === 'approved') {
      if (orders.length > 1)
        findings.push(
          `card payment ${card.id} has ${orders.length} orders: ${orders.map((o) => o.id).join(', ')}`,
        )
      else if (!orders.length && !card.needsRefund)
        findings.push(`card payment ${card.id} was approved with no order and no refund flagged`)
    } else if (orders.length || card.orderId !== null)
      findings.push(`card payment ${card.id} is ${card.state} yet has an order`)
    if (card.state === 'waiting' || card.state === 'checking')
      findings.push(`card payment ${card.id} is still ${card.state} at the end of the day`)
  }
  for (const told of ledger.cards) {
    const card = rows.cards.find((c) => c.id === told.id)
    if (!card)
      findings.push(`card payment ${told.id} of kiosk ${told.kiosk} is not in the database`)
    else if (
      told.state === 'approved' &&
      (card.state !== 'approved' || card.orderId !== told.orderId)
    )
      findings.push(
        `card payment ${told.id}: kiosk told approved (order ${told.orderId}), database ${card.state} (order ${card.orderId})`,
      )
    else if (told.state !== 'approved' && card.state === 'approved' && !card.needsRefund)
      findings.push(
        `card payment ${told.id}: kiosk told ${told.state}, database approved and no refund flagged`,
      )
  }
}

/** Receipts and notices: each row of sent_mail reached the SMTP server once, by address and subject. */
async function proveMail(
  ledger: Ledger,
  rows: WorldRows,
  received: Arrived[],
  crashes: Crash[],
  stampOf: (at: number) => string,
  findings: string[],
) {
  const arrived = new Map<string, number[]>()
  for (const { mail, at } of received) {
    const subject = (await simpleParser(mail.raw)).subject ?? ''
    for (const to of mail.to) {
      const what = `${to}\n${subject}`
      arrived.set(what, [...(arrived.get(what) ?? []), at])
    }
  }
  const due = new Map<string, number>()
  for (const row of rows.mail)
    due.set(`${row.to}\n${row.subject}`, (due.get(`${row.to}\n${row.subject}`) ?? 0) + 1)
  const tally: Tally = { due: rows.mail.length, delivered: 0, lost: 0, doubled: 0, redelivered: 0 }
  for (const [what, count] of due) {
    const times = arrived.get(what) ?? []
    const got = times.length
    tally.delivered += Math.min(got, count)
    const [to, subject] = what.split('\n')
    if (got < count) findings.push(`mail "${subject}" to ${to}: ${count} due, ${got} arrived`)
    tally.lost += Math.max(0, count - got)
    // Each copy beyond the due ones is excused only if the copy before it was cut short.
    const extra = times
      .slice(count)
      .filter((_, i) => !cutShort(crashes, 'mail', times[count - 1 + i]!))
    tally.redelivered += Math.max(0, got - count) - extra.length
    tally.doubled += extra.length
    if (extra.length) {
      const why = rows.mail
        .filter((row) => row.to === to && row.subject === subject)
        .map((row) => `row ${row.id} ${row.status} after ${row.attempts} attempts (${row.history})`)
      findings.push(
        `mail "${subject}" to ${to} arrived ${got} times (${times.map(stampOf).join(', ')}), ${count} due; ${why.join('; ')}`,
      )
    }
  }
  // A message no row accounts for: sent from a transaction that did not commit, or retitled.
  for (const [what, times] of arrived) {
    if (due.has(what)) continue
    const [to, subject] = what.split('\n')
    tally.doubled += times.length
    findings.push(
      `mail "${subject}" to ${to} arrived ${times.length} times (${times.map(stampOf).join(', ')}), with no row of sent_mail`,
    )
  }
  for (const [orderId, to] of ledger.receiptsTold) {
    if (!rows.mail.some((row) => row.orderId === orderId && row.to === to)) {
      tally.due++
      tally.lost++
      findings.push(`receipt of order ${orderId} to ${to}: the kiosk was told it went, no mail row`)
    }
  }
  return tally
}

/**
 * Pushes, cancellations and refunds: each outbox row was taken by the ordering system exactly once
 * (an answer the caller read), and an order's cancellation or refund after its push.
 */
function provePushes(
  ledger: Ledger,
  rows: WorldRows,
  calls: GesCall[],
  crashes: Crash[],
  stampOf: (at: number) => string,
  findings: string[],
) {
  const taken = new Map<string, GesCall[]>()
  for (const call of calls)
    if (call.taken) taken.set(call.key, [...(taken.get(call.key) ?? []), call])
  const tally: Tally = {
    due: rows.outbox.length,
    delivered: 0,
    lost: 0,
    doubled: 0,
    redelivered: 0,
  }
  for (const row of rows.outbox) {
    const got = taken.get(gesKey(rows.installation, row)) ?? []
    const what = `${row.kind} of order ${row.orderId}${row.itemId ? ` item ${row.itemId}` : ''}`
    if (!got.length) {
      tally.lost++
      findings.push(`${what} never reached the ordering system (outbox: ${row.status})`)
      continue
    }
    tally.delivered++
    const extra = got.slice(1).filter((_, i) => !cutShort(crashes, 'ges', got[i]!.takenAt!))
    tally.redelivered += got.length - 1 - extra.length
    if (extra.length) {
      tally.doubled += extra.length
      const times = got.map((c) => stampOf(c.takenAt!)).join(', ')
      findings.push(`${what} reached the ordering system ${got.length} times (${times})`)
    }
    if (row.kind !== 'ges.push') {
      const push = taken.get(gesKey(rows.installation, { ...row, kind: 'ges.push', itemId: null }))
      if (push?.length && push[0]!.takenAt! > got[0]!.takenAt!)
        findings.push(`${what} reached the ordering system before the order's push`)
    }
  }
  const rowOf = (orderId: number, kind: string, itemId: number | null) =>
    rows.outbox.some(
      (r) => r.orderId === orderId && r.kind === kind && (r.itemId ?? null) === itemId,
    )
  for (const sale of ledger.sales) {
    if (!rowOf(sale.orderId!, 'ges.push', null)) {
      tally.due++
      tally.lost++
      findings.push(`order ${sale.orderId} has no push in the outbox`)
    }
  }
  for (const c of ledger.corrections) {
    const kind = c.kind === 'void' ? 'ges.cancel' : 'ges.refund'
    if (!rowOf(c.orderId, kind, c.itemId)) {
      tally.due++
      tally.lost++
      findings.push(`${c.kind} of order ${c.orderId} has no ${kind} in the outbox`)
    }
  }
  return tally
}

/** A message the SMTP server received, and when. */
export interface Arrived {
  mail: ReceivedMail
  at: number
}

export async function prove(
  ledger: Ledger,
  rows: WorldRows,
  received: Arrived[],
  calls: GesCall[],
  crashes: Crash[],
  /** A real moment as the day's clock, for findings. */
  stampOf: (at: number) => string,
): Promise<Proof> {
  const findings: string[] = [...ledger.problems]
  const { lost, doubled } = proveSales(ledger, rows, findings)
  proveCards(ledger, rows, findings)
  return {
    sales: rows.orders.length,
    lost,
    doubled,
    receipts: await proveMail(ledger, rows, received, crashes, stampOf, findings),
    pushes: provePushes(ledger, rows, calls, crashes, stampOf, findings),
    findings,
  }
}

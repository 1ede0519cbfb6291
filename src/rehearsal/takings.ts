import { parse } from 'csv-parse/sync'
import type { TakingsReport } from '../domain/contract/report'
import { DEMO_MANAGER_PIN } from '../server/demo/demoLogins'
import { managerClient } from '../server/test/managers'
import type { Ledger } from './ledger'
import { expect, persist } from './transport'

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)
const show = (value: number) => (value / 100).toFixed(2)

/**
 * The takings report, its Z report (drawers) and both CSVs, fetched as a manager fetches them
 * (their login, then their PIN), each compared to the cent with what the kiosks did. Answers the
 * mismatches in words; none means the takings match.
 */
export async function proveTakings(
  baseUrl: string,
  ceremonyId: number,
  ledger: Ledger,
): Promise<string[]> {
  const manager = await managerClient(baseUrl, 'demo')
  expect(
    await persist(() => manager.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })),
    200,
    'manager PIN',
  )
  const scope = `ceremony=${ceremonyId}`
  const report = expect(
    await persist(() => manager.get(`/demo/reports/takings?${scope}`)),
    200,
    'takings',
  ).body as TakingsReport
  const csv = async (kind: string) =>
    parse(
      expect(await persist(() => manager.get(`/demo/reports/${kind}.csv?${scope}`)), 200, kind)
        .text,
      {
        columns: true,
        bom: true,
      },
    ) as Record<string, string>[]
  const orders = await csv('orders')
  const items = await csv('order-items')

  const sum = <T>(list: T[], of: (x: T) => number) => list.reduce((total, x) => total + of(x), 0)
  const sold = sum(ledger.sales, (s) => s.cents)
  const voids = ledger.corrections.filter((c) => c.kind === 'void')
  const refunds = ledger.corrections.filter((c) => c.kind === 'refund')
  const given = sum(ledger.corrections, (c) => c.cents)
  const upgraded = sum(ledger.upgrades, (u) => u.cents)
  // An upgrade's difference is takings of the day it was paid, with its payment type.
  const net = sold + upgraded - given
  const byPayment = (type: string) =>
    sum(
      ledger.sales.filter((s) => s.payment === type),
      (s) => s.cents,
    ) +
    sum(
      ledger.upgrades.filter((u) => u.payment === type),
      (u) => u.cents,
    ) -
    sum(
      ledger.corrections.filter((c) => c.payment === type),
      (c) => c.cents,
    )

  const problems: string[] = []
  const compare = (what: string, reported: number, done: number) => {
    if (reported !== done) problems.push(`${what}: report ${show(reported)}, kiosks ${show(done)}`)
  }
  const count = (what: string, reported: number, done: number) => {
    if (reported !== done) problems.push(`${what}: report ${reported}, kiosks ${done}`)
  }
  compare('gross', cents(report.totals.gross), net)
  count('orders', report.totals.orders, ledger.sales.length)
  for (const type of ['Cash', 'Eftpos']) {
    const row = report.by_payment.find((p) => p.type === type)
    compare(`${type} takings`, cents(row?.amount ?? 0), byPayment(type))
  }
  // The terminals count approved payments whose order is in the report; upgrades and refunds
  // here are not paid on the terminal.
  const approved = ledger.cards.filter((c) => c.state === 'approved')
  compare(
    'EFTPOS by terminal',
    sum(report.terminals ?? [], (t) => cents(t.amount)),
    sum(approved, (c) => c.cents),
  )
  count(
    'terminal payments',
    sum(report.terminals ?? [], (t) => t.payments),
    approved.length,
  )
  compare('upgrades', cents(report.upgrades.amount), upgraded)
  count('upgrades', report.upgrades.count, ledger.upgrades.length)
  compare(
    'voids',
    cents(report.voids.amount),
    sum(voids, (c) => c.cents),
  )
  count('voids', report.voids.count, voids.length)
  compare(
    'refunds',
    cents(report.refunds.amount),
    sum(refunds, (c) => c.cents),
  )
  count('refunds', report.refunds.count, refunds.length)

  for (const drawer of ledger.drawers) {
    const z = report.drawers.find((d) => d.id === drawer.id)
    if (!z) problems.push(`drawer ${drawer.id} of kiosk ${drawer.kiosk} is not in the Z report`)
    else
      compare(
        `drawer of kiosk ${drawer.kiosk} expected cash (Z report)`,
        cents(z.expected),
        drawer.expectedCents,
      )
    if (drawer.closedExpectedCents !== null)
      compare(
        `drawer of kiosk ${drawer.kiosk} expected cash (at close)`,
        drawer.closedExpectedCents,
        drawer.expectedCents,
      )
  }

  compare(
    'orders.csv amounts',
    sum(orders, (row) => cents(row.amount!)),
    net,
  )
  count('orders.csv sales', orders.filter((row) => row.line === 'Sale').length, ledger.sales.length)
  count('orders.csv voids', orders.filter((row) => row.line === 'Void').length, voids.length)
  count('orders.csv refunds', orders.filter((row) => row.line === 'Refund').length, refunds.length)
  compare(
    'order-items.csv amounts',
    sum(items, (row) => cents(row.amount!)),
    // An upgrade adds a line at the new item's whole price; the item it replaced stays listed.
    sold + sum(ledger.upgrades, (u) => u.newCents),
  )
  compare(
    'order-items.csv refunds',
    sum(items, (row) => cents(row.refund_amount || 0)),
    sum(refunds, (c) => c.cents),
  )
  count(
    'order-items.csv lines',
    items.length,
    sum(ledger.sales, (s) => s.lines.length) + ledger.upgrades.length,
  )
  compare(
    'order-items.csv upgrades',
    sum(items, (row) => cents(row.upgrade_amount || 0)),
    upgraded,
  )
  return problems
}

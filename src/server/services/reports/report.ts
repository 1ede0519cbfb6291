import { and, eq } from 'drizzle-orm'
import { centsToDollars } from '../../../domain/sale/money'
import type { ReportQuery, TakingsReport } from '../../../domain/contract/report'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { Db } from '../../db/client'
import { ceremonies } from '../../db/schema'
import type { TenantRecord } from '../../types'
import { reportCeremonies } from './ceremonies'
import { reportExceptions } from './exceptions'
import { orderPage, PAGE_SIZE } from './orderList'
import { resolveScope } from './resolveScope'
import { serverTimeZone, type ReportScope } from './scope'
import { reportDrawers } from './drawers'
import { moneyOf } from './reportMoney'
import { takingsFigures } from './takings'
import { terminalReconciliation } from './terminals'

const dollars = centsToDollars
const EMPTY_DAY = '0001-01-01'
const EMPTY_SCOPE: ReportScope = { from: EMPTY_DAY, to: EMPTY_DAY }

/** The scope a query names, checked against this university's ceremonies. */
export async function scopeOf(db: Db, universityId: number, query: ReportQuery) {
  const list = await reportCeremonies(db, universityId)
  const id = query.ceremony === undefined ? null : Number(query.ceremony)
  const [named] =
    id === null
      ? []
      : await db
          .select({ id: ceremonies.id, name: ceremonies.name, date: ceremonies.date })
          .from(ceremonies)
          .where(and(eq(ceremonies.id, id), eq(ceremonies.universityId, universityId)))
  const scope = resolveScope(query, list, () => Boolean(named))
  const ceremony =
    scope?.ceremonyId === undefined
      ? null
      : (named ?? list.find((c) => c.id === scope.ceremonyId) ?? null)
  return { scope, ceremony, list }
}

/** The whole answer of GET /{tenant}/reports/takings, money in dollars. */
export async function takingsReport(
  db: Db,
  tenant: TenantRecord,
  query: ReportQuery,
  manager: string,
): Promise<TakingsReport> {
  const { scope, ceremony, list } = await scopeOf(db, tenant.id, query)
  const page = Math.max(1, Number(query.page ?? 1))
  const used = scope ?? EMPTY_SCOPE
  const figures = await takingsFigures(db, tenant.id, used)
  // A ceremony's drawers are those of its day: a drawer serves the kiosk, not one ceremony.
  const days = ceremony ? { from: ceremony.date, to: ceremony.date } : used
  const reportDays = { from: days.from ?? EMPTY_DAY, to: days.to ?? EMPTY_DAY }
  const [exceptions, orders, drawers, terminals] = await Promise.all([
    reportExceptions(db, tenant.id, used),
    orderPage(db, tenant.id, used, page, figures.totals.orders),
    reportDrawers(db, tenant.id, reportDays, serverTimeZone()),
    terminalReconciliation(db, tenant.id, used, reportDays, serverTimeZone()),
  ])
  const number = (id: number | null) => (id === null ? null : displayOrderNumber(id))
  return {
    university: tenant.name,
    generated_at: new Date().toISOString(),
    manager,
    scope: {
      ceremony: ceremony ? { id: ceremony.id, name: ceremony.name, date: ceremony.date } : null,
      from: scope?.from ?? null,
      to: scope?.to ?? null,
    },
    ceremonies: list.map(({ id, name, date }) => ({ id, name, date })),
    ...moneyOf(figures),
    pending_ges: exceptions.pending_ges.map((p) => ({
      order_id: p.order_id,
      order_number: displayOrderNumber(p.order_id),
      kind: p.kind,
      status: p.status,
      attempts: p.attempts,
      last_error: p.last_error,
      age_seconds: p.age_seconds,
    })),
    failed_mail: exceptions.failed_mail.map((m) => ({
      id: m.id,
      order_id: m.order_id,
      order_number: number(m.order_id),
      kind: m.kind,
      to: m.to,
      error: m.error,
      at: m.at,
    })),
    no_reference: exceptions.no_reference.map((id) => ({
      order_id: id,
      order_number: displayOrderNumber(id),
    })),
    sold_beyond_count: exceptions.sold_beyond_count.map((b) => ({
      order_id: b.order_id,
      order_number: displayOrderNumber(b.order_id),
      items: b.oversold.map((o) => `${o.name}: ${o.qty} sold, ${o.on_hand} counted`),
      offline: Boolean(b.offline),
    })),
    terminals: terminals.by_terminal.map((t) => ({ ...t, amount: dollars(t.amount) })),
    terminal_exceptions: terminals.exceptions.map((e) => ({
      ...e,
      order_number: number(e.order_id),
      amount: dollars(e.amount),
    })),
    drawers,
    orders: {
      list: orders.orders.map((o) => ({
        id: o.id,
        order_number: displayOrderNumber(o.id),
        created_at: o.created_at,
        customer: o.customer,
        payment: o.payment,
        amount: dollars(o.amount),
        operator: o.operator,
        reference: o.reference,
        offline_number: o.offline_number,
        terminal: o.terminal ?? null,
      })),
      total: orders.total,
      page,
      page_size: PAGE_SIZE,
    },
  }
}

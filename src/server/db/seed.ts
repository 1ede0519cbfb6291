import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import dayjs from 'dayjs'
import { asc, eq } from 'drizzle-orm'
import { nameWithColour } from '../../domain/sale/colour'
import { PLACEHOLDER_CUSTOMER } from '../../domain/sale/customer'
import { isoDay } from '../../domain/dates'
import { centsToDecimal, toCents } from '../../domain/sale/money'
import { itemTypeOfStock } from '../../domain/stockTypes'
import { importCsv } from '../admin/import/importCsv'
import { ROOT } from '../config'
import { nextLedgerReference, recordReference } from '../services/gesLedger'
import type { Db, Tx } from './client'
import { ceremonies, customers, orderItems, orders, stocks, universities } from './schema'

export const DEMO_PASSWORD = 'demo-pass'
export const DEMO_PIN = '1234'
export const DEMO_MANAGER_PIN = '2468'
export const DEMO_UNIVERSITIES = [
  { slug: 'demo', name: 'Demo University' },
  { slug: 'northbridge', name: 'Northbridge University' },
] as const

export const demoEmail = (slug: string) => `staff@${slug}.example`
export const demoManagerEmail = (slug: string) => `manager@${slug}.example`

/** The demo's CSV files, one folder per university: the worked example of the README. */
export const DEMO_DIR = path.join(ROOT, 'demo-data')
/**
 * The day the dates in the demo's ceremonies.csv are written for; the seed moves them by as many
 * days as today is later, so the demo always has a ceremony yesterday, today and ahead.
 */
export const DEMO_ANCHOR_DAY = '2026-11-20'
const FILES = ['staff', 'ceremonies', 'stocks', 'students'] as const

type StockRow = typeof stocks.$inferSelect
type CustomerRow = typeof customers.$inferSelect

interface DemoLine {
  stock: string
  colour?: string
  status?: 'Open' | 'Close'
}

/** Each demo order: whose it is, what it holds, and whether it has reached the ordering system. */
const DEMO_ORDERS: {
  student: number | null
  lines: DemoLine[]
  pre: boolean
  pushed: boolean
  daysAgo: number
}[] = [
  {
    student: 0,
    pre: true,
    pushed: true,
    daysAgo: 20,
    lines: [{ stock: 'Classic Degree Frame', colour: 'Navy' }, { stock: 'Graduation Bear' }],
  },
  {
    student: 1,
    pre: true,
    pushed: true,
    daysAgo: 18,
    lines: [{ stock: 'Degree Plaque', colour: 'Gold' }, { stock: 'Degree Presentation Photo' }],
  },
  {
    student: 2,
    pre: true,
    pushed: true,
    daysAgo: 15,
    lines: [{ stock: 'Premium Photography Package' }],
  },
  {
    student: 3,
    pre: true,
    pushed: true,
    daysAgo: 12,
    lines: [{ stock: 'Rose Bouquet', status: 'Close' }, { stock: 'Photo Frame' }],
  },
  {
    student: 4,
    pre: true,
    pushed: true,
    daysAgo: 9,
    lines: [{ stock: 'Graduation Posy' }, { stock: 'Ceremony Video Download' }],
  },
  { student: 5, pre: true, pushed: false, daysAgo: 6, lines: [{ stock: 'Charm Bear Keyring' }] },
  {
    student: 6,
    pre: false,
    pushed: true,
    daysAgo: 1,
    lines: [{ stock: 'Premium Timber Frame', colour: 'Burgundy' }],
  },
  {
    student: null,
    pre: false,
    pushed: true,
    daysAgo: 1,
    lines: [{ stock: 'Graduation Bear' }, { stock: 'Graduation Posy' }],
  },
]

/** Moves every date of a ceremonies file by `days`. */
export function shiftCeremonyDates(text: string, days: number): string {
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[]
  for (const row of rows) row.date = isoDay(dayjs(row.date).add(days, 'day'))
  return stringify(rows, { header: true })
}

async function seedUniversity(tx: Tx, spec: (typeof DEMO_UNIVERSITIES)[number]) {
  const today = dayjs()
  await tx.insert(universities).values({ slug: spec.slug, name: spec.name })
  const days = Math.round(today.startOf('day').diff(dayjs(DEMO_ANCHOR_DAY), 'day', true))
  for (const kind of FILES) {
    let text = readFileSync(path.join(DEMO_DIR, spec.slug, `${kind}.csv`), 'utf8')
    if (kind === 'ceremonies') text = shiftCeremonyDates(text, days)
    await importCsv(tx, kind, spec.slug, text)
  }
  const [university] = await tx.select().from(universities).where(eq(universities.slug, spec.slug))
  const universityId = university!.id
  const ceremonyRows = await tx
    .select()
    .from(ceremonies)
    .where(eq(ceremonies.universityId, universityId))
    .orderBy(asc(ceremonies.id))
  const stockRows: StockRow[] = await tx
    .select()
    .from(stocks)
    .where(eq(stocks.universityId, universityId))
  const studentRows: CustomerRow[] = await tx
    .select()
    .from(customers)
    .where(eq(customers.universityId, universityId))
    .orderBy(asc(customers.id))
  const studentPrefix = studentRows[0]!.studentId.slice(0, 4)
  const demoStudentId = (index: number) => `${studentPrefix}${1001 + index}`

  for (const spec of DEMO_ORDERS) {
    const wanted = spec.student === null ? null : demoStudentId(spec.student)
    const student = studentRows.find((s) => s.studentId === wanted) ?? null
    const lines = spec.lines.map((line) => {
      const stock = stockRows.find((s) => s.name === line.stock)!
      const colours =
        (stock.json as { data?: { colour?: { name: string; value: string }[] } }).data?.colour ?? []
      const colour = colours.find((c) => c.name === line.colour) ?? null
      return { line, stock, colour, cents: toCents(stock.price) }
    })
    const total = lines.reduce((sum, l) => sum + l.cents, 0)
    const ceremonyId = student?.ceremonyId ?? ceremonyRows[1]!.id
    const [order] = await tx
      .insert(orders)
      .values({
        universityId,
        customerId: student?.id ?? null,
        ceremonyId,
        type: spec.pre ? 'Order#Web' : 'Order#Eftpos',
        date: isoDay(today.subtract(spec.daysAgo, 'day')),
        name: student?.name ?? PLACEHOLDER_CUSTOMER.name,
        lastname: student?.lastname ?? PLACEHOLDER_CUSTOMER.lastname,
        countrycode: '61',
        phone: student?.phone ?? '',
        email: student?.email ?? PLACEHOLDER_CUSTOMER.email,
        amount: centsToDecimal(total),
        paid: centsToDecimal(total),
        isPosOrder: !spec.pre,
        status: 'Paid',
        json: { mode: spec.pre ? 'web' : 'normal' },
        createdAt: today.subtract(spec.daysAgo, 'day').toDate(),
      })
      .returning()
    await tx.insert(orderItems).values(
      lines.map(({ line, stock, colour, cents }) => ({
        orderId: order!.id,
        universityId,
        customerId: student?.id ?? null,
        stockId: stock.id,
        name: nameWithColour(stock.type, stock.name, colour),
        type: itemTypeOfStock(stock.type),
        qty: 1,
        amount: centsToDecimal(cents),
        status: line.status ?? 'Open',
        json: colour ? { colour } : {},
      })),
    )
    if (spec.pushed) await recordReference(tx, order!.id, await nextLedgerReference(tx), [])
  }
}

/** Seeds the demo universities into an empty database (never in production or on DATABASE_URL). */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(universities).where(eq(universities.slug, 'demo'))
    if (existing.length) return
    for (const spec of DEMO_UNIVERSITIES) await seedUniversity(tx, spec)
  })
}

import type dayjs from 'dayjs'
import { asc, eq } from 'drizzle-orm'
import { nameWithColour } from '../../domain/sale/colour'
import { PLACEHOLDER_CUSTOMER } from '../../domain/sale/customer'
import { isoDay } from '../../domain/dates'
import { centsToDecimal, toCents } from '../../domain/sale/money'
import { itemTypeOfStock } from '../../domain/stockTypes'
import { nextLedgerReference, recordReference } from '../services/ges/gesLedger'
import type { Tx } from '../db/client'
import { DEMO_ORDERS } from './demoOrders'
import { ceremonies, customers, orderItems, orders, stocks } from '../db/schema'

type StockRow = typeof stocks.$inferSelect
type CustomerRow = typeof customers.$inferSelect

/** Writes the demo orders of a university whose catalogue and students are imported. */
export async function seedDemoOrders(tx: Tx, universityId: number, today: dayjs.Dayjs) {
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

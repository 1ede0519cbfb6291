import dayjs from 'dayjs'
import { eq } from 'drizzle-orm'
import { nameWithColour } from '../../domain/sale/colour'
import { ADDRESS_COUNTRY } from '../../domain/sale/address'
import { PLACEHOLDER_CUSTOMER } from '../../domain/sale/customer'
import { isoDay } from '../../domain/dates'
import { centsToDecimal, toCents } from '../../domain/sale/money'
import { itemTypeOfStock } from '../../domain/stockTypes'
import { hashSecret, PIN_COST } from '../security/secrets'
import { nextLedgerReference, recordReference } from '../services/gesLedger'
import type { Db, Tx } from './client'
import { DEMO_FACULTIES, DEMO_STOCKS, DEMO_STUDENTS, DEMO_VENUES } from './demoCatalogue'
import {
  ceremonies,
  customerExtras,
  customers,
  orderItems,
  orders,
  staff,
  stocks,
  universities,
} from './schema'

export const DEMO_PASSWORD = 'demo-pass'
export const DEMO_PIN = '1234'
export const DEMO_UNIVERSITIES = [
  { slug: 'demo', name: 'Demo University', studentPrefix: '4100' },
  { slug: 'northbridge', name: 'Northbridge University', studentPrefix: '5200' },
] as const

export const demoEmail = (slug: string) => `staff@${slug}.example`

const CEREMONY_DAYS = [-1, 0, 0, 1, 2, 4, 7, 14, 21, 30, 45, 60]
const TIMES = [
  { start: [9, 30, 'AM'], end: [11, 30, 'AM'] },
  { start: [2, 0, 'PM'], end: [4, 0, 'PM'] },
  { start: [6, 0, 'PM'], end: [8, 0, 'PM'] },
] as const

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

async function seedUniversity(
  tx: Tx,
  spec: (typeof DEMO_UNIVERSITIES)[number],
  hashes: { password: string; pin: string },
) {
  const today = dayjs()
  const demoStudentId = (index: number) => `${spec.studentPrefix}${1001 + index}`
  const [university] = await tx
    .insert(universities)
    .values({ slug: spec.slug, name: spec.name })
    .returning()
  const universityId = university!.id
  await tx.insert(staff).values({
    universityId,
    name: `${spec.name.split(' ')[0]} Staff`,
    email: demoEmail(spec.slug),
    passwordHash: hashes.password,
    pinHash: hashes.pin,
  })

  const ceremonyRows = await tx
    .insert(ceremonies)
    .values(
      CEREMONY_DAYS.map((offset, i) => {
        const time = TIMES[i % TIMES.length]!
        return {
          universityId,
          code: `${spec.slug.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
          date: isoDay(today.add(offset, 'day')),
          name: `${DEMO_FACULTIES[i % DEMO_FACULTIES.length]} Ceremony ${Math.floor(i / DEMO_FACULTIES.length) + 1}`,
          startHour: time.start[0],
          startMin: time.start[1],
          startMeridiem: time.start[2],
          endHour: time.end[0],
          endMin: time.end[1],
          endMeridiem: time.end[2],
          venue: DEMO_VENUES[i % DEMO_VENUES.length],
          photography: 'yes',
          status: 'Open',
          seatLimit: 600,
          seatCount: 0,
        }
      }),
    )
    .returning()

  const stockRows: StockRow[] = await tx
    .insert(stocks)
    .values(
      DEMO_STOCKS.map((s) => ({
        universityId,
        name: s.name,
        type: s.type,
        description: s.description,
        price: s.price,
        qty: 500,
        json: s.colours ? { data: { colour: s.colours } } : {},
        images: [`/images/stock/${s.image}.svg`],
        requireAddress: s.requireAddress ? 'yes' : 'no',
      })),
    )
    .returning()

  const studentRows: CustomerRow[] = []
  for (const [i, [first, last]] of DEMO_STUDENTS.entries()) {
    // Students 2 and 7 graduate twice (a double degree), so one id finds several records.
    const ceremonyIndexes =
      i === 2 || i === 7
        ? [i % ceremonyRows.length, (i + 3) % ceremonyRows.length]
        : [i % ceremonyRows.length]
    for (const ceremonyIndex of ceremonyIndexes) {
      const email = `${first}.${last}@student.example`.toLowerCase()
      const phone = `04${String(12_345_600 + i).padStart(8, '0')}`
      const [row] = await tx
        .insert(customers)
        .values({
          universityId,
          ceremonyId: ceremonyRows[ceremonyIndex]!.id,
          studentId: demoStudentId(i),
          name: first,
          lastname: last,
          email,
          countrycode: '61',
          phone,
          mobile: phone,
          registered: true,
          status: 'Registered',
          type: 'Student#Graduate',
        })
        .returning()
      await tx.insert(customerExtras).values({
        customerId: row!.id,
        streetname1: `${10 + i} Example Street`,
        city: 'Carlton',
        state: 'VIC',
        postcode: '3053',
        country: ADDRESS_COUNTRY,
        email,
        phone,
      })
      studentRows.push(row!)
    }
  }

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
  const hashes = {
    password: await hashSecret(DEMO_PASSWORD),
    pin: await hashSecret(DEMO_PIN, PIN_COST),
  }
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(universities).where(eq(universities.slug, 'demo'))
    if (existing.length) return
    for (const spec of DEMO_UNIVERSITIES) await seedUniversity(tx, spec, hashes)
  })
}

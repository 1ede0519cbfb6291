import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import dayjs from 'dayjs'
import { eq } from 'drizzle-orm'
import type { Ceremony } from '../../../domain/contract/ceremony'
import type { Order } from '../../../domain/contract/order'
import type { CatalogueStock, Stock } from '../../../domain/contract/stock'
import type { Student } from '../../../domain/contract/student'
import { isoDay } from '../../../domain/dates'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { STOCK_TYPES } from '../../../domain/stockTypes'
import { customers, orders } from '../../db/schema'
import { TestClient } from '../../test/client'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const studentId = (index: number) => `4100${1001 + index}`

// The demo's ceremonies are placed around the day they were seeded, which is not today when the
// run crosses midnight; the server's windows still start from today.
const seeded = dayjs(inject('demoDay'))

describe('GET /{tenant}/ceremonies', () => {
  it('lists every ceremony of the university in date and start-time order', async () => {
    const answer = await demo.get<Ceremony[]>('/demo/ceremonies')
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(12)
    const dates = answer.body.map((c) => c.date)
    expect(dates).toEqual([...dates].sort())
    const first = answer.body[0]!
    expect(first).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^DEMO-/),
      date: isoDay(seeded.subtract(1, 'day')),
      name: expect.any(String),
      start_hour: expect.any(Number),
      start_min: expect.any(Number),
      end_hour: expect.any(Number),
      end_min: expect.any(Number),
      start_meridiem: expect.stringMatching(/^(AM|PM)$/),
      end_meridiem: expect.stringMatching(/^(AM|PM)$/),
      photography: 'yes',
      venue: expect.any(String),
      status: 'Open',
      status_ts: null,
      description: null,
      order_startid: null,
      order_endid: null,
      ges_id: null,
      ticket_id: null,
      seat_limit: 600,
      archived_at: null,
      seat_count: 0,
    })
    // The two ceremonies of the seeding day: 2:00PM is listed before 6:00PM.
    const today = answer.body.filter((c) => c.date === isoDay(seeded))
    expect(today.map((c) => `${c.start_hour}${c.start_meridiem}`)).toEqual(['2PM', '6PM'])
  })

  it('with days=3 lists only ceremonies before today plus 3 days, with days=365 all of them', async () => {
    const all = await demo.get<Ceremony[]>('/demo/ceremonies?days=365')
    expect(all.body).toHaveLength(12)
    const before = (day: dayjs.Dayjs) => all.body.filter((c) => c.date < isoDay(day))
    // On the seeding day, 5 ceremonies come before its day plus 3, and one before the day itself.
    expect(before(seeded.add(3, 'day'))).toHaveLength(5)
    expect(before(seeded).map((c) => c.date)).toEqual([isoDay(seeded.subtract(1, 'day'))])
    const three = await demo.get<Ceremony[]>('/demo/ceremonies?days=3')
    expect(three.status).toBe(200)
    expect(three.body).toEqual(before(dayjs().add(3, 'day')))
    const none = await demo.get<Ceremony[]>('/demo/ceremonies?days=0')
    expect(none.body).toEqual(before(dayjs()))
  })

  it('refuses a days value that is not a number with 422', async () => {
    for (const days of ['abc', '-3', '1.5', '99999']) {
      const answer = await demo.get(`/demo/ceremonies?days=${days}`)
      expect(answer.status, days).toBe(422)
      expect(answer.body.message).toEqual(expect.any(String))
    }
  })

  it("never lists another university's ceremonies", async () => {
    const north = await TestClient.loggedIn(server.url, 'northbridge')
    const demoIds = (await demo.get<Ceremony[]>('/demo/ceremonies')).body.map((c) => c.id)
    const northIds = (await north.get<Ceremony[]>('/northbridge/ceremonies')).body.map((c) => c.id)
    expect(northIds).toHaveLength(12)
    expect(northIds.filter((id) => demoIds.includes(id))).toEqual([])
  })
})

describe('GET /{tenant}/stocks', () => {
  it('answers the catalogue with colours, images and require_address', async () => {
    const answer = await demo.get<Stock[]>('/demo/stocks')
    expect(answer.status).toBe(200)
    const stocks = answer.body
    expect(stocks).toHaveLength(16)
    for (const type of STOCK_TYPES)
      expect(
        stocks.some((s) => s.type === type),
        type,
      ).toBe(true)
    const frame = stocks.find((s) => s.name === 'Classic Degree Frame')!
    expect(frame).toMatchObject({
      type: 'Stock#Frame',
      price: 95,
      require_address: 'no',
      is_subitem: false,
    })
    expect(frame.json.data!.colour).toEqual([
      { name: 'Navy', value: '#1f2a44' },
      { name: 'Burgundy', value: '#7b1e2b' },
      { name: 'Forest Green', value: '#1e4d2b' },
      { name: 'Black', value: '#111111' },
    ])
    expect(frame.images).toEqual(['/images/stock/frame.svg'])
    const plaque = stocks.find((s) => s.name === 'Degree Plaque')!
    expect(plaque.json.data!.colour!.map((c) => c.name)).toEqual(['Gold', 'Silver', 'Bronze'])
    expect(
      stocks
        .filter((s) => s.require_address === 'yes')
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Ceremony Video USB', 'Premium Photography Package', 'Studio Portrait Session'])
    const bear = stocks.find((s) => s.name === 'Graduation Bear')!
    expect(bear.json).toEqual({})
    expect(bear.price).toBe(35)
    for (const stock of stocks) {
      expect(stock.images.length, stock.name).toBeGreaterThan(0)
      expect(['yes', 'no']).toContain(stock.require_address)
    }
  })

  it("with view=card answers each stock with only what the kiosk's cards read, as in the whole record", async () => {
    const whole = await demo.get<Stock[]>('/demo/stocks')
    const cards = await demo.get<CatalogueStock[]>('/demo/stocks?view=card')
    expect(cards.status).toBe(200)
    const fields = ['id', 'name', 'type', 'price', 'qty', 'json', 'images', 'require_address']
    expect(cards.body).toEqual(
      whole.body.map((stock) => ({
        ...Object.fromEntries(fields.map((field) => [field, stock[field as keyof Stock]])),
        colour: null,
      })),
    )
    expect(cards.text.length).toBeLessThan(whole.text.length * 0.7)
  })

  it('refuses a view it does not know with 422, in plain words', async () => {
    for (const view of ['full', 'CARD', '']) {
      const answer = await demo.get(`/demo/stocks?view=${view}`)
      expect(answer.status, view).toBe(422)
      expect(answer.body.message).toEqual(expect.any(String))
    }
  })
})

describe('GET /{tenant}/students/{studentId}', () => {
  it('answers one student with ceremony and extra details', async () => {
    const answer = await demo.get<Student[]>(`/demo/students/${studentId(0)}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(1)
    const [student] = answer.body
    expect(student).toMatchObject({
      student_id: studentId(0),
      name: 'Avery',
      lastname: 'Lindqvist',
      email: 'avery.lindqvist@student.example',
      countrycode: '61',
      ceremony: { id: student!.ceremony_id, name: expect.any(String), date: expect.any(String) },
      extra: {
        customer_id: student!.id,
        streetname1: '10 Example Street',
        city: 'Carlton',
        state: 'VIC',
        postcode: '3053',
        country: 'Australia',
      },
    })
  })

  it('answers every record of a student graduating twice', async () => {
    for (const index of [2, 7]) {
      const answer = await demo.get<Student[]>(`/demo/students/${studentId(index)}`)
      expect(answer.body).toHaveLength(2)
      expect(new Set(answer.body.map((s) => s.ceremony_id)).size).toBe(2)
      expect(answer.body.every((s) => s.student_id === studentId(index))).toBe(true)
    }
  })

  it("answers an empty list for an unknown id, a pattern, or another university's student", async () => {
    for (const id of ['00000000', '4100%', '4100____', '52001001']) {
      const answer = await demo.get<Student[]>(`/demo/students/${encodeURIComponent(id)}`)
      expect(answer.status, id).toBe(200)
      expect(answer.body, id).toEqual([])
    }
  })
})

describe('GET /{tenant}/orders', () => {
  const search = (query: string) => demo.get<Order[]>(`/demo/orders?${query}`)

  it('finds an order by its displayed number, with items, customer and ceremony', async () => {
    const [latest] = (await search('name=Lindqvist')).body
    expect(latest).toBeDefined()
    const answer = await search(`orderid=${displayOrderNumber(latest!.id)}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(1)
    const order = answer.body[0]!
    expect(order.id).toBe(latest!.id)
    expect(order.customer).toMatchObject({
      student_id: studentId(0),
      name: 'Avery',
      lastname: 'Lindqvist',
    })
    expect(order.ceremony).toEqual({
      id: order.ceremony_id,
      name: expect.any(String),
      date: expect.any(String),
    })
    expect(order.order_items.map((i) => i.name)).toEqual([
      'Classic Degree Frame with Navy Mat',
      'Graduation Bear',
    ])
    expect(order.json.ges_order_id).toMatch(/^R\d+$/)
    expect(order.amount).toBe(130)
    expect(order.is_pos_order).toBe(false)
    // The lookup screen's own reading of the same search.
    const typed = await search(`type=orderid&value=${displayOrderNumber(latest!.id)}`)
    expect(typed.body.map((o) => o.id)).toEqual([latest!.id])
  })

  it('answers nothing for an order number that is not a number, too large, or of another university', async () => {
    const northId = await universityId(server.db, 'northbridge')
    const [northOrder] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.universityId, northId))
    for (const value of [
      'abc',
      '12',
      '99999999999',
      '999999999999999',
      displayOrderNumber(northOrder!.id),
    ]) {
      const answer = await search(`orderid=${value}`)
      expect(answer.status, value).toBe(200)
      expect(answer.body, value).toEqual([])
    }
  })

  it('finds orders by student id', async () => {
    const answer = await search(`studentid=${studentId(1)}`)
    expect(answer.body.length).toBeGreaterThan(0)
    expect(answer.body.every((o) => o.customer?.student_id === studentId(1))).toBe(true)
  })

  it('finds orders by part of a name, ignoring case, across first and last name', async () => {
    for (const term of ['lindq', 'LINDQVIST', 'avery lind']) {
      const answer = await search(`name=${encodeURIComponent(term)}`)
      expect(answer.body.length, term).toBeGreaterThan(0)
      expect(
        answer.body.every((o) => o.lastname === 'Lindqvist'),
        term,
      ).toBe(true)
    }
    // LIKE wildcards are plain characters here.
    expect((await search(`name=${encodeURIComponent('%')}`)).body).toEqual([])
    expect((await search(`name=${encodeURIComponent('_very')}`)).body).toEqual([])
  })

  it('finds orders by part of a phone number and of an email', async () => {
    const byPhone = await search('phone=12345602')
    expect(byPhone.body.length).toBeGreaterThan(0)
    expect(byPhone.body.every((o) => o.phone === '+61412345602')).toBe(true)
    const byEmail = await search('email=CASTELLANO%40student')
    expect(byEmail.body.length).toBeGreaterThan(0)
    expect(byEmail.body.every((o) => o.email === 'riley.castellano@student.example')).toBe(true)
  })

  it('filters pre-orders and kiosk orders with pre and pos', async () => {
    const all = (await search('email=example')).body
    expect(all.some((o) => o.is_pos_order)).toBe(true)
    expect(all.some((o) => !o.is_pos_order)).toBe(true)
    const posOnly = (await search('email=example&pre=false')).body
    expect(posOnly.length).toBeGreaterThan(0)
    expect(posOnly.every((o) => o.is_pos_order)).toBe(true)
    const preOnly = (await search('email=example&pos=false')).body
    expect(preOnly.length).toBeGreaterThan(0)
    expect(preOnly.every((o) => !o.is_pos_order)).toBe(true)
    expect(posOnly.length + preOnly.length).toBe(all.length)
    expect((await search('email=example&pre=false&pos=false')).body).toEqual([])
    const lookup = (await search('type=email&value=example&preorder=false&posorder=true')).body
    expect(lookup.map((o) => o.id)).toEqual(posOnly.map((o) => o.id))
  })

  it('answers newest first and at most 100 orders', async () => {
    const demoId = await universityId(server.db, 'demo')
    const rows = Array.from({ length: 120 }, (_, i) => ({
      universityId: demoId,
      type: 'Order#Cash',
      date: isoDay(),
      name: 'Bulk',
      lastname: `Buyer ${i}`,
      amount: '1.00',
      paid: '1.00',
    }))
    const inserted = await server.db.insert(orders).values(rows).returning({ id: orders.id })
    const answer = await search('name=bulk%20buyer')
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(100)
    const ids = answer.body.map((o) => o.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(ids[0]).toBe(Math.max(...inserted.map((r) => r.id)))
  })

  it('refuses a search without a term, or of an unknown type, with 422', async () => {
    for (const query of [
      '',
      'name=%20%20',
      'type=colour&value=x',
      'pre=maybe&name=a',
      `name=${'a'.repeat(101)}`,
    ]) {
      const answer = await demo.get(`/demo/orders?${query}`)
      expect(answer.status, query).toBe(422)
      expect(answer.body.message, query).toEqual(expect.any(String))
    }
  })
})

describe('student ids', () => {
  it('match whole and regardless of case, the same in the student lookup and the order search', async () => {
    const demoId = await universityId(server.db, 'demo')
    const [customer] = await server.db
      .insert(customers)
      .values({ universityId: demoId, studentId: 'S77A_01', name: 'Case', lastname: 'Mixed' })
      .returning()
    await server.db.insert(orders).values({
      universityId: demoId,
      customerId: customer!.id,
      type: 'Order#Cash',
      date: '2026-01-05',
      name: 'Case',
      lastname: 'Mixed',
      amount: '35.00',
      paid: '35.00',
    })
    for (const id of ['S77A_01', 's77a_01', ' s77A_01 ']) {
      const students = await demo.get<Student[]>(`/demo/students/${encodeURIComponent(id)}`)
      expect(
        students.body.map((s) => s.id),
        id,
      ).toEqual([customer!.id])
      const found = await demo.get<Order[]>(`/demo/orders?studentid=${encodeURIComponent(id)}`)
      expect(
        found.body.map((o) => o.customer_id),
        id,
      ).toEqual([customer!.id])
    }
    for (const id of ['S77AX01', 'S77A%', 'S77A_0', '77A_01']) {
      const students = await demo.get<Student[]>(`/demo/students/${encodeURIComponent(id)}`)
      expect(students.body, id).toEqual([])
      const found = await demo.get<Order[]>(`/demo/orders?studentid=${encodeURIComponent(id)}`)
      expect(found.body, id).toEqual([])
    }
  })
})

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import { rowsOf } from '../../db/rows'
import { explainText } from '../../test/explain'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { nameSample } from './nameSample'
import { orderRows, readOrders } from './orderReader'
import {
  expectedMatches,
  pageOf,
  RECENT,
  searchFilter,
  searchOrders,
  type SearchQuery,
  skipsPlaceholders,
  sortAfterWindow,
  windowFirst,
} from './searchOrders'
import { uncommonPart } from './trigramPart'

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/** Enough rows that the planner prefers an index wherever one serves the search. */
const ORDERS = 20_000
const CUSTOMERS = 5_000

let server: TestServer
let demoId: number

beforeAll(async () => {
  server = await startServer()
  demoId = await universityId(server.db, 'demo')
  await server.db.execute(sql`
    INSERT INTO customers (university_id, student_id, name, lastname)
    SELECT ${demoId}, 'X' || g, 'Student' || g, 'Family' || (g % 613)
    FROM generate_series(1, ${CUSTOMERS}) AS g`)
  await server.db.execute(sql`
    INSERT INTO orders (university_id, customer_id, ceremony_id, type, date, name, lastname,
                        phone, email, amount, paid, is_pos_order, json)
    SELECT ${demoId}, NULL, NULL, 'Order#Cash', current_date, 'N' || substr(md5(g::text), 1, 7),
           'Family' || (g % 997), '+614' || lpad(g::text, 8, '0'),
           substr(md5(g::text), 9, 8) || '@example.test', 35.00, 35.00,
           g % 2 = 0, '{}'::jsonb
    FROM generate_series(1, ${ORDERS}) AS g`)
  // As autovacuum would (PGlite has none): without statistics every plan is a guess, and rows
  // still in a GIN index's pending list make the trigram index look dearer than a scan.
  await server.db.execute(sql`VACUUM ANALYZE orders`)
  await server.db.execute(sql`VACUUM ANALYZE customers`)
}, 180_000)
afterAll(async () => {
  await server?.close()
})

/** EXPLAIN's lines as one text. */
const explain = (statement: SQL) => explainText(server.db, statement)

async function plan(query: SearchQuery): Promise<string> {
  const filter = searchFilter(server.db, demoId, query)
  expect(filter, JSON.stringify(query)).not.toBeNull()
  const { limit, offset } = pageOf(query)
  const rows = orderRows(server.db, demoId, filter!, limit, offset)
  return explain(rows.getSQL())
}

const KINDS: [string, SearchQuery][] = [
  ['order number', { orderid: '0000556675' }],
  ['student id', { studentid: 'x4242' }],
  ['name, 3+ characters (trigram)', { name: md5('1234').slice(1, 6) }],
  ['name, 2 characters (prefix)', { name: 'Fa' }],
  ['name, 1 character, kiosk orders only', { type: 'name', value: 'n', pre: 'false' }],
  ['phone, a whole national number', { phone: '0400 001 234' }],
  ['phone, the start of a number', { phone: '0400 01' }],
  ['phone, in E.164', { phone: '+61400001234' }],
  ['phone, digits that may be inside a number', { phone: '1234' }],
  ['phone, 2 characters', { phone: '04' }],
  ['phone, 1 character, web orders only', { type: 'phone', value: '0', pos: 'false' }],
  ['email, 3+ characters', { email: `${md5('777').slice(8, 14)}` }],
  ['email, 3+ characters, kiosk orders only', { email: 'example', pre: 'false' }],
  ['email, 2 characters, second page', { email: md5('5').slice(8, 10), limit: '20', offset: '20' }],
]

describe('order search plans', () => {
  it.each(KINDS)('%s uses an index, never a sequential scan of orders', async (_kind, query) => {
    const text = await plan(query)
    expect(text, text).not.toMatch(/Seq Scan on orders/)
    expect(text, text).not.toMatch(/Seq Scan on customers/)
    expect(text, text).toMatch(/Index/)
  })

  it('a phone search reads the prefix index on the E.164 phone, not the table', async () => {
    for (const phone of ['0412 3', '0412 345 602', '+61412345602']) {
      const text = await plan({ phone })
      expect(text, text).toMatch(/orders_phone_prefix/)
      expect(text, text).toMatch(/\+614123/)
      expect(text, text).not.toMatch(/Seq Scan on orders/)
    }
  })

  it("the name index's expression keeps a histogram of 1,000 entries, so common names show", async () => {
    const [row] = await rowsOf<{ target: number }>(
      server.db,
      sql`SELECT attstattarget AS target FROM pg_attribute
          WHERE attrelid = 'orders_name_trgm'::regclass AND attnum = 1`,
    )
    expect(Number(row?.target)).toBe(1000)
  })

  it('a plan without the index would be a sequential scan (the check can fail)', async () => {
    // A pattern no index serves: anything starting with a wildcard of two characters.
    const text = await explain(sql`SELECT id FROM orders WHERE lower(lastname) LIKE '%mi%'`)
    expect(text).toMatch(/Seq Scan on orders/)
  })
})

describe('order search results', () => {
  it('come newest first, a page at a time, and short terms match the start of a field', async () => {
    const first = await searchOrders(server.db, demoId, { name: 'n', limit: '20' })
    const second = await searchOrders(server.db, demoId, { name: 'n', limit: '20', offset: '20' })
    const ids = [...first, ...second].map((order) => order.id)
    expect(ids).toHaveLength(40)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(40)
    expect(first[0]!.name).toBe(`N${md5(String(ORDERS)).slice(0, 7)}`)
    // 'am' is inside every "Family" but starts no first or last name.
    expect(await searchOrders(server.db, demoId, { name: 'am' })).toEqual([])
    const families = Math.floor((ORDERS - 996) / 997) + 1
    expect(await searchOrders(server.db, demoId, { name: 'family996' })).toHaveLength(families)
    const phones = Array.from({ length: ORDERS }, (_, i) => `+614${String(i + 1).padStart(8, '0')}`)
    // Digits not starting with a trunk 0 or a '+' may be anywhere in a number.
    const inside = phones.filter((phone) => phone.includes('1999')).length
    expect(await searchOrders(server.db, demoId, { phone: '1999' })).toHaveLength(inside)
    const starting = phones.filter((phone) => phone.startsWith('+6140000199')).length
    expect(await searchOrders(server.db, demoId, { phone: '0400 0019 9' })).toHaveLength(starting)
  })
})

describe("a rarer name's read asks the trigram index for the name's uncommon part", () => {
  it("leaves out the trigrams in every order's name, and answers the same orders", async () => {
    // Every last name here is "Family" and a number: fam, ami, mil and ily are in every order.
    const part = uncommonPart('family996', await nameSample(server.db))
    expect(part).toBe('y996')
    const query: SearchQuery = { name: 'family996', limit: '25' }
    const filter = searchFilter(server.db, demoId, query, part!)!
    const read = orderRows(server.db, demoId, filter, 25, 0, { sortMatches: true })
    const text = await explain(read.getSQL())
    const asked = text
      .split('\n')
      .filter((line) => line.includes('Index Cond'))
      .join('\n')
    expect(text, text).toMatch(/Index Scan on orders_name_trgm/)
    expect(asked, text).toMatch(/%y996%/)
    expect(asked, text).not.toMatch(/family996/)
    // The whole name is checked on each order the index finds.
    expect(text, text).toMatch(/%family996%/)
    expect(text, text).not.toMatch(/Seq Scan on orders/)
    const whole = searchFilter(server.db, demoId, query)!
    expect(await searchOrders(server.db, demoId, query)).toEqual(
      await readOrders(server.db, demoId, whole, 25, 0),
    )
  })
})

describe('a name search of 3+ characters reads the newest orders first', () => {
  const page = (query: SearchQuery) => {
    const filter = searchFilter(server.db, demoId, query)!
    const { limit, offset } = pageOf(query)
    return { filter, limit, offset }
  }

  it('answers the pages the index answers, whether the newest orders fill them or not', async () => {
    // Family99 and Family990-996 are one order in 125: pages of them fill from the newest
    // orders. Family996 is one in 997: too few there, so its page comes from the index.
    const common: SearchQuery[] = [
      { name: 'family99', limit: '25' },
      { name: 'family99', limit: '15', offset: '15' },
      { type: 'name', value: 'family99', pre: 'false', limit: '15' },
    ]
    const rare: SearchQuery[] = [{ name: 'family996', limit: '25' }]
    for (const query of [...common, ...rare]) {
      const { filter, limit, offset } = page(query)
      const windowRows = await orderRows(server.db, demoId, filter, limit, offset, {
        recent: RECENT,
      })
      expect(windowRows.length === limit, JSON.stringify(query)).toBe(common.includes(query))
      const found = await searchOrders(server.db, demoId, query)
      expect(found.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(found).toEqual(await readOrders(server.db, demoId, filter, limit, offset))
    }
  })

  it('only for a name the planner expects to fill half a page there: a rarer one goes to the index at once', async () => {
    const expected = (name: string) => expectedMatches(server.db, demoId, page({ name }).filter)
    const all = await expectedMatches(server.db, demoId, sql`TRUE`)
    expect(all).toBeGreaterThanOrEqual(ORDERS)
    // Every order's family name holds "family"; Family996 is one order in 997, about 5 of the
    // newest 5,000 here.
    expect(windowFirst(await expected('family'), all, 25)).toBe(true)
    expect(windowFirst(await expected('family996'), all, 25)).toBe(false)
    expect(await searchOrders(server.db, demoId, { name: 'family', limit: '25' })).toEqual(
      await readOrders(server.db, demoId, page({ name: 'family' }).filter, 25, 0),
    )
  })

  it('weighs the matches the planner expects by the share of orders the window holds', () => {
    // 1,000,000 orders: the window holds one in 200, so 2,500 expected matches are half a page.
    expect(windowFirst(2_500, 1_000_000, 25)).toBe(true)
    expect(windowFirst(2_400, 1_000_000, 25)).toBe(false)
    // Fewer orders than the window: all of them are in it.
    expect(windowFirst(13, 3_000, 25)).toBe(true)
    expect(windowFirst(12, 3_000, 25)).toBe(false)
    expect(windowFirst(0, 0, 25)).toBe(false)
  })

  it('reads them through an index, never a sequential scan of orders', async () => {
    const { filter, limit, offset } = page({ name: 'family99', limit: '25' })
    const text = await explain(
      orderRows(server.db, demoId, filter, limit, offset, { recent: RECENT }).getSQL(),
    )
    expect(text, text).not.toMatch(/Seq Scan on orders/)
    expect(text, text).toMatch(/Index Scan Backward/)
  })
})

describe("a name search passes over the day's express and stage sales", () => {
  // Express and stage sales carry the placeholder customer: on the day they are most of the
  // newest orders, and no person's name matches them. More of them than the window holds.
  const PLACEHOLDERS = RECENT + 1_000

  beforeAll(async () => {
    const { name, lastname, email, phone, countrycode } = PLACEHOLDER_CUSTOMER
    await server.db.execute(sql`
      INSERT INTO orders (university_id, customer_id, ceremony_id, type, date, name, lastname,
                          countrycode, phone, email, amount, paid, is_pos_order, json)
      SELECT ${demoId}, NULL, NULL, 'Order#Eftpos', current_date, ${name}, ${lastname},
             ${countrycode}, ${phone}, ${email}, 35.00, 35.00, true, '{"mode":"stage"}'::jsonb
      FROM generate_series(1, ${PLACEHOLDERS})`)
    await server.db.execute(sql`VACUUM ANALYZE orders`)
  }, 180_000)

  it('passes over them only where the term cannot be inside "POS Customer"', () => {
    const skips = (value: string) => skipsPlaceholders({ type: 'name', value })
    expect(skips('family99')).toBe(true)
    expect(skips('Nguyen')).toBe(true)
    for (const value of ['pos', 'POS Cust', 'os c', 'customer', 'fa', 'Öster']) {
      expect(skips(value), value).toBe(false)
    }
    expect(skipsPlaceholders({ type: 'email', value: 'family99' })).toBe(false)
  })

  it("fills a common name's page from the newest orders of a person, which the plain window misses", async () => {
    const query: SearchQuery = { name: 'family99', limit: '25' }
    const filter = searchFilter(server.db, demoId, query)!
    const plain = await orderRows(server.db, demoId, filter, 25, 0, { recent: RECENT })
    expect(plain).toHaveLength(0)
    const window = orderRows(server.db, demoId, filter, 25, 0, { recent: RECENT, persons: true })
    expect(await window).toHaveLength(25)
    const text = await explain(window.getSQL())
    expect(text, text).toMatch(/orders_person_newest/)
    expect(text, text).not.toMatch(/orders_pkey|Seq Scan on orders/)
    expect(await searchOrders(server.db, demoId, query)).toEqual(
      await readOrders(server.db, demoId, filter, 25, 0),
    )
  })

  it("reads a common name's later pages past the window among a person's orders too", async () => {
    // About 40 of family99's orders are in the window: the third page of 25 lies beyond it.
    const query: SearchQuery = { name: 'family99', limit: '25', offset: '50' }
    const filter = searchFilter(server.db, demoId, query)!
    const window = { recent: RECENT, persons: true }
    expect(await orderRows(server.db, demoId, filter, 25, 50, window)).not.toHaveLength(25)
    const rest = orderRows(server.db, demoId, filter, 25, 50, { persons: true, sortMatches: true })
    const text = await explain(rest.getSQL())
    // A person's orders only: through their index, or the placeholder's left out by a filter.
    expect(text, text).toMatch(/orders_person_newest|name <> 'POS'/)
    expect(text, text).not.toMatch(/orders_pkey|Seq Scan on orders/)
    const found = await searchOrders(server.db, demoId, query)
    expect(found).toHaveLength(25)
    expect(found).toEqual(await readOrders(server.db, demoId, filter, 25, 50))
  })

  it('plans the sorted read through the trigram index, never the primary key or a scan', async () => {
    for (const name of ['family996', 'family99']) {
      const filter = searchFilter(server.db, demoId, { name })!
      const sorted = await explain(
        orderRows(server.db, demoId, filter, 25, 0, { sortMatches: true }).getSQL(),
      )
      expect(sorted, sorted).toMatch(/orders_name_trgm/)
      expect(sorted, sorted).not.toMatch(/orders_pkey|Seq Scan on orders/)
    }
    // The check can fail: left to choose, the planner walks the primary key past the sales.
    const filter = searchFilter(server.db, demoId, { name: 'family99' })!
    const walked = await explain(orderRows(server.db, demoId, filter, 25, 0).getSQL())
    expect(walked, walked).toMatch(/Index Scan Backward using orders_pkey/)
  })

  it('answers the same pages as before, rarer or common, and the sales by their own name', async () => {
    const queries: SearchQuery[] = [
      { name: 'family996', limit: '25' },
      { name: 'family996', limit: '10', offset: '10' },
      { name: 'family99', limit: '25' },
      { name: 'pos cust', limit: '25' },
    ]
    for (const query of queries) {
      const filter = searchFilter(server.db, demoId, query)!
      const { limit, offset } = pageOf(query)
      const found = await searchOrders(server.db, demoId, query)
      expect(found.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(found, JSON.stringify(query)).toEqual(
        await readOrders(server.db, demoId, filter, limit, offset),
      )
    }
    const sales = await searchOrders(server.db, demoId, { name: 'pos cust', limit: '1' })
    expect(sales[0]!.id).toBe((await readOrders(server.db, demoId, undefined, 1))[0]!.id)
  })
})

describe('the trigram indexes keep no pending list', () => {
  const TRIGRAM_INDEXES = ['orders_email_trgm', 'orders_name_trgm', 'orders_phone_trgm']

  it("take each sale's entries as it is written, so a search reads only its own trigrams", async () => {
    const options = await server.db.execute(sql`
      SELECT relname AS name, reloptions AS options FROM pg_class
      WHERE relname IN ('orders_email_trgm', 'orders_name_trgm', 'orders_phone_trgm')
      ORDER BY relname`)
    expect(options.rows).toEqual(
      TRIGRAM_INDEXES.map((name) => ({ name, options: ['fastupdate=off'] })),
    )
    // A day's sales written now: with a pending list they would wait in it for every search to
    // read, until it is merged (which returns the pages merged).
    const { name, lastname, email, phone, countrycode } = PLACEHOLDER_CUSTOMER
    await server.db.execute(sql`
      INSERT INTO orders (university_id, type, date, name, lastname, countrycode, phone, email,
                          amount, paid, is_pos_order, json)
      SELECT ${demoId}, 'Order#Eftpos', current_date, ${name}, ${lastname}, ${countrycode},
             ${phone}, ${email}, 35.00, 35.00, true, '{"mode":"stage"}'::jsonb
      FROM generate_series(1, 200)`)
    for (const index of TRIGRAM_INDEXES) {
      const [merged] = await rowsOf<{ pages: number }>(
        server.db,
        sql`SELECT gin_clean_pending_list(${index}::regclass) AS pages`,
      )
      expect(Number(merged?.pages), index).toBe(0)
    }
    // And the index finds them: the newest page of the sales is the newest page of all.
    const sales = await searchOrders(server.db, demoId, { name: 'pos cust', limit: '100' })
    const newest = await readOrders(server.db, demoId, undefined, 100)
    expect(sales.map((sale) => sale.id)).toEqual(newest.map((order) => order.id))
  })
})

describe('a first page the window leaves short', () => {
  // A name the planner expects in the window, whose orders all lie before the newest 5,000 of a
  // person: as when a family's orders are from a year before and the day's from other families.
  const OLDER = 3_000

  beforeAll(async () => {
    await server.db.execute(sql`
      INSERT INTO orders (university_id, type, date, name, lastname, phone, email, amount, paid,
                          is_pos_order, json)
      SELECT ${demoId}, 'Order#Cash', current_date, 'Olive' || g, CASE WHEN g <= ${OLDER}
               THEN 'Zedwood' ELSE 'Newer' || (g % 50) END, '', '', 35.00, 35.00, true, '{}'::jsonb
      FROM generate_series(1, ${OLDER + RECENT + 500}) AS g`)
    await server.db.execute(sql`VACUUM ANALYZE orders`)
  }, 180_000)

  /**
   * How many times the name's trigram index has been read so far, as far as the statistics show:
   * on PostgreSQL each pooled backend sends its counts when it next idles, up to 10 s later.
   */
  async function trigramReads(): Promise<number> {
    await server.db.execute(sql`SELECT pg_stat_force_next_flush()`)
    await server.db.execute(sql`SELECT pg_stat_clear_snapshot()`)
    const [row] = await rowsOf<{ n: unknown }>(
      server.db,
      sql`SELECT idx_scan AS n FROM pg_stat_user_indexes WHERE indexrelname = 'orders_name_trgm'`,
    )
    return Number(row?.n)
  }

  it('sorts it from the trigram index when the window held few of its matches', async () => {
    const query: SearchQuery = { name: 'zedwood', limit: '25' }
    const filter = searchFilter(server.db, demoId, query)!
    const all = await expectedMatches(server.db, demoId, sql`TRUE`)
    expect(windowFirst(await expectedMatches(server.db, demoId, filter), all, 25)).toBe(true)
    const window = { recent: RECENT, persons: true }
    expect(await orderRows(server.db, demoId, filter, 25, 0, window)).toHaveLength(0)
    const before = await trigramReads()
    const found = await searchOrders(server.db, demoId, query)
    await expect.poll(trigramReads, { timeout: 30_000, interval: 250 }).toBeGreaterThan(before)
    expect(found).toHaveLength(25)
    expect(found).toEqual(await readOrders(server.db, demoId, filter, 25, 0))
    // A later page walks past the window as before, and answers the same orders.
    const later: SearchQuery = { name: 'zedwood', limit: '25', offset: '25' }
    expect(await searchOrders(server.db, demoId, later)).toEqual(
      await readOrders(server.db, demoId, filter, 25, 25),
    )
  }, 60_000)

  it('weighs sorting the matches the window suggests against walking to a page of them', () => {
    // None in the window: they are fewer than its share, and sorted from the index.
    expect(sortAfterWindow(0, 1_000_000, 25)).toBe(true)
    // 1,000,000 orders: 7 in the window suggest 1,400 matches (14,000 walks' worth) against 17,857
    // orders walked; 8 suggest 1,600 (16,000) against 15,625.
    expect(sortAfterWindow(7, 1_000_000, 25)).toBe(true)
    expect(sortAfterWindow(8, 1_000_000, 25)).toBe(false)
    // The window holds every order: what it found is every match.
    expect(sortAfterWindow(20, 3_000, 25)).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { staff, stockCounts, stocks } from '../../db/schema'
import { startServer, type TestServer } from '../../test/harness'
import { exportCsv } from '../export/exportCsv'
import { importCsv } from './importCsv'
import type { KindName } from './kind'
import { ImportProblems } from './readCsv'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

/** Every row of the tables an import touches, so a refused file can be shown to change nothing. */
async function fingerprint(db: Db): Promise<string> {
  const tables = ['ceremonies', 'stocks', 'stock_counts', 'customers', 'customer_extras', 'staff']
  const parts = []
  for (const table of tables) {
    const [row] = await rowsOf<{ h: string }>(
      db,
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`,
      ),
    )
    parts.push(row!.h)
  }
  return parts.join(',')
}

const run = (kind: KindName, text: string, dryRun = false) =>
  importCsv(server.db, kind, 'demo', text, { dryRun })

/** The problems an import refuses a file with, as the CLI prints them. */
async function refusal(kind: KindName, text: string): Promise<string[]> {
  const before = await fingerprint(server.db)
  const error = await run(kind, text).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ImportProblems)
  expect(await fingerprint(server.db)).toBe(before)
  return (error as ImportProblems).message.split('\n')
}

describe('importing a file', () => {
  it('reads back every kind it exports unchanged', async () => {
    for (const kind of ['ceremonies', 'stocks', 'students', 'staff'] as const) {
      const csv = await exportCsv(server.db, kind, 'demo')
      expect(csv.startsWith('\uFEFF')).toBe(true)
      const summary = await run(kind, csv)
      expect(summary).toMatchObject({ kind, added: 0, updated: 0 })
      expect(summary.unchanged).toBeGreaterThan(0)
    }
  })

  it('adds, then updates a changed price and colour list, and changes nothing the second time', async () => {
    const file = [
      'Type,NAME,price,colours,require_address',
      'Frame,Gallery Frame,89.5,Oak:#a0522d|White:#ffffff,no',
      'Stock#Bear,Graduation Bear,35,,no',
    ].join('\r\n')
    expect(await run('stocks', file)).toMatchObject({
      kind: 'stocks',
      added: 1,
      updated: 0,
      unchanged: 1,
    })
    expect(await run('stocks', file)).toMatchObject({
      kind: 'stocks',
      added: 0,
      updated: 0,
      unchanged: 2,
    })
    const changed = file.replace('89.5', '92.00').replace('White:#ffffff', 'Black:#000')
    expect(await run('stocks', changed)).toMatchObject({
      kind: 'stocks',
      added: 0,
      updated: 1,
      unchanged: 1,
    })
    const [row] = await server.db.select().from(stocks).where(eq(stocks.name, 'Gallery Frame'))
    expect(row).toMatchObject({ price: '92.00', type: 'Stock#Frame', requireAddress: 'no' })
    expect(row!.json).toEqual({
      data: {
        colour: [
          { name: 'Oak', value: '#a0522d' },
          { name: 'Black', value: '#000' },
        ],
      },
    })
  })

  it("sets each item's own count on hand from on_hand, and the export writes it back", async () => {
    const countOf = async (name: string) => {
      const [row] = await server.db
        .select({ onHand: stockCounts.onHand })
        .from(stockCounts)
        .innerJoin(stocks, eq(stocks.id, stockCounts.stockId))
        .where(and(eq(stocks.name, name), isNull(stockCounts.ceremonyId)))
      return row?.onHand ?? null
    }
    const file = [
      'type,name,price,on_hand',
      'Bear,Counted Bear,20.00,7',
      'Bear,Graduation Bear,35.00,3',
    ].join('\n')
    const before = await fingerprint(server.db)
    expect(await run('stocks', file, true)).toMatchObject({ added: 1, updated: 1, unchanged: 0 })
    expect(await fingerprint(server.db)).toBe(before)

    expect(await run('stocks', file)).toMatchObject({ added: 1, updated: 1, unchanged: 0 })
    expect(await countOf('Counted Bear')).toBe(7)
    expect(await countOf('Graduation Bear')).toBe(3)
    expect(await run('stocks', file)).toMatchObject({ added: 0, updated: 0, unchanged: 2 })

    const exported = await exportCsv(server.db, 'stocks', 'demo')
    const [header, ...lines] = exported.replace('\uFEFF', '').split(/\r?\n/)
    const at = header!.split(',').indexOf('on_hand')
    expect(at).toBeGreaterThan(-1)
    const bear = lines.find((l) => l.startsWith('Bear,Counted Bear,'))!
    expect(bear.split(',')[at]).toBe('7')
    expect(await run('stocks', exported)).toMatchObject({ added: 0, updated: 0 })

    // Without the column the counts stay; a blank cell means not counted; below zero is allowed.
    expect(await run('stocks', 'type,name,price\nBear,Counted Bear,20.00')).toMatchObject({
      unchanged: 1,
    })
    expect(await countOf('Counted Bear')).toBe(7)
    const changed =
      'type,name,price,on_hand\nBear,Counted Bear,20.00,\nBear,Graduation Bear,35.00,-2'
    expect(await run('stocks', changed)).toMatchObject({ updated: 2 })
    expect(await countOf('Counted Bear')).toBeNull()
    expect(await countOf('Graduation Bear')).toBe(-2)

    expect(
      await refusal('stocks', 'type,name,price,on_hand\nBear,Counted Bear,20.00,lots'),
    ).toEqual(['line 2, on_hand: "lots" is not a whole number from -1000000 to 1000000'])
  })

  it('takes a blank optional cell as the column default, in a dry run and when applied', async () => {
    const file = [
      'type,name,price,images',
      'Bear,Blank Picture Bear,10.00,',
      'Bear,Pictured Bear,11.00,https://example.com/bear.png',
    ].join('\n')
    expect(await run('stocks', file, true)).toMatchObject({ added: 2 })
    expect(await run('stocks', file)).toMatchObject({ added: 2 })
    const [blank] = await server.db
      .select()
      .from(stocks)
      .where(eq(stocks.name, 'Blank Picture Bear'))
    expect(blank!.images).toEqual([])
  })

  it('names the reason a write failed without the statement or its values', async () => {
    const file = 'type,name,price,qty\nBear,Too Many Bears,1.00,5'
    await server.db.execute(
      sql`ALTER TABLE stocks ADD CONSTRAINT few_bears CHECK (qty < 5) NOT VALID`,
    )
    try {
      const error = await run('stocks', file).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(Error)
      const message = (error as Error).message
      expect(message).toMatch(
        /^The stocks file was not imported, and nothing was changed: .*few_bears/,
      )
      expect(message).not.toMatch(/insert into|Too Many Bears|params/i)
    } finally {
      await server.db.execute(sql`ALTER TABLE stocks DROP CONSTRAINT few_bears`)
    }
  })

  it('validates and counts on a dry run without writing', async () => {
    const before = await fingerprint(server.db)
    const file = 'type,name,price\nFlower,Sunflower Bunch,25.00\nBear,Graduation Bear,36.00\n'
    expect(await run('stocks', file, true)).toMatchObject({
      kind: 'stocks',
      added: 1,
      updated: 1,
      unchanged: 0,
    })
    expect(await fingerprint(server.db)).toBe(before)
  })

  it('reads a BOM, quoted commas and newlines, and counts lines as the file has them', async () => {
    const file =
      '\uFEFFstudent_id,ceremony_code,name,lastname,streetname1,email\r\n' +
      '77000001,DEMO-002,"Ana, Jr",Quill,"Flat 2\r\n10 Long Road",ana@student.example\r\n' +
      '\r\n' +
      '77000002,DEMO-002,Ben,Quill,1 Road,not-an-email\r\n'
    expect(await refusal('students', file)).toEqual([
      'line 5, email: "not-an-email" is not an email address',
    ])
    const fixed = file.replace('not-an-email', 'ben@student.example')
    expect(await run('students', fixed)).toMatchObject({ added: 2, updated: 0 })
    const result = await server.db.execute(
      sql`SELECT c.name, x.streetname1 FROM customers c JOIN customer_extras x ON x.customer_id = c.id WHERE c.student_id = '77000001'`,
    )
    expect(result.rows).toEqual([{ name: 'Ana, Jr', streetname1: 'Flat 2\n10 Long Road' }])
  })

  it("stores students' phones in E.164 with the row's calling code, and a second import changes nothing", async () => {
    const file =
      'student_id,ceremony_code,name,lastname,countrycode,phone,mobile\n' +
      '77000011,DEMO-002,Cara,Quill,61,0412 555 010,412555011\n' +
      '77000012,DEMO-002,Dev,Quill,+64,021 123 4567,\n'
    expect(await run('students', file)).toMatchObject({ added: 2, updated: 0 })
    const result = await server.db.execute(
      sql`SELECT c.phone, c.mobile, x.phone AS extra FROM customers c
          JOIN customer_extras x ON x.customer_id = c.id
          WHERE c.student_id IN ('77000011', '77000012') ORDER BY c.student_id`,
    )
    expect(result.rows).toEqual([
      { phone: '+61412555010', mobile: '+61412555011', extra: '+61412555010' },
      { phone: '+64211234567', mobile: null, extra: '+64211234567' },
    ])
    expect(await run('students', file)).toMatchObject({ added: 0, updated: 0, unchanged: 2 })
  })
})

describe('a bad file is refused whole, naming each line and column', () => {
  const stocksHeader = 'type,name,price,colours,ceremony_code'
  const cases: [string, KindName, string, string[]][] = [
    [
      'bad amount',
      'stocks',
      `${stocksHeader}\nBear,A Bear,"12,5",,`,
      ['line 2, price: "12,5" is not an amount like 12.50'],
    ],
    [
      'unknown type',
      'stocks',
      `${stocksHeader}\nBare,A Bear,12.50,,`,
      [
        'line 2, type: "Bare" is not a stock type (Bear, StagePhoto, PhotographService, Plaque, CeremonyVideo, Frame, Flower, Matboard)',
      ],
    ],
    [
      'unknown ceremony code',
      'stocks',
      `${stocksHeader}\nBear,A Bear,12.50,,NOPE-1`,
      ['line 2, ceremony_code: "NOPE-1" is not the code of a ceremony of this university'],
    ],
    [
      'duplicate key in one file',
      'stocks',
      `${stocksHeader}\nBear,A Bear,12.50,,\nbear,a bear,13.00,,`,
      ['line 3, name: the Bear "a bear" is already on line 2; each one may appear once'],
    ],
    [
      'missing required column',
      'stocks',
      'type,name\nBear,A Bear',
      ['line 1: the required column "price" is missing'],
    ],
    [
      'unknown column',
      'stocks',
      'type,name,price,colour\nBear,A Bear,1.00,',
      [
        'line 1: unknown column "colour" (the columns are type, name, price, description, qty, on_hand, require_address, colours, images, ceremony_code)',
      ],
    ],
    [
      'bad colour hex',
      'stocks',
      `${stocksHeader}\nFrame,A Frame,12.50,Navy:#12345g,`,
      ['line 2, colours: "Navy:#12345g" is not a list of colours like Navy:#1f2a44|Gold:#d4af37'],
    ],
    [
      'bad date',
      'ceremonies',
      'code,name,date,start\nX-1,Arts,2026-02-30,9:30 am\nX-2,Law,21/11/2026,25:00',
      [
        'line 2, date: "2026-02-30" is not a date like 2026-11-21 (YYYY-MM-DD)',
        'line 3, date: "21/11/2026" is not a date like 2026-11-21 (YYYY-MM-DD)',
        'line 3, start: "25:00" is not a time like 14:30 or 2:30 pm',
      ],
    ],
    [
      'short PIN',
      'staff',
      'email,name,pin\nnew@demo.example,New Person,123',
      ['line 2, pin: must be 4 to 8 digits (this one has 3 characters)'],
    ],
    [
      'a PIN a colleague uses',
      'staff',
      'email,name,pin,role\nnew@demo.example,New Person,1234,manager',
      [
        'line 2, pin: is already the PIN of Demo Staff; the PIN says who made a sale, so choose another',
      ],
    ],
    [
      'unknown role',
      'staff',
      'email,name,pin,role\nnew@demo.example,New Person,9911,boss',
      ['line 2, role: "boss" is not a role (operator or manager)'],
    ],
    [
      'a NUL byte in a cell',
      'students',
      'student_id,ceremony_code,name,lastname\n1,DEMO-001,An\u0000n,Lee',
      ['line 2, name: holds a control character (such as NUL) that cannot be stored'],
    ],
    [
      'a name longer than the API takes',
      'stocks',
      `${stocksHeader}\nBear,${'x'.repeat(101)},1.00,,`,
      ['line 2, name: is 101 characters long; at most 100'],
    ],
    [
      'a 20 MB cell',
      'stocks',
      `${stocksHeader}\nBear,${'x'.repeat(20 * 1024 * 1024)},1.00,,`,
      [`line 2, name: is ${20 * 1024 * 1024} characters long; at most 100`],
    ],
    [
      'a file over 50 MB',
      'students',
      `student_id,ceremony_code,name,lastname\n${'1,DEMO-001,Ann,Lee\n'.repeat(2_800_000)}`,
      ['line 1: the file is 51 MB; at most 50 MB is read'],
    ],
    [
      'a row with too few values',
      'students',
      'student_id,ceremony_code,name,lastname\n1,DEMO-001,Ann',
      ['line 2: has 3 values but the header has 4 columns'],
    ],
  ]
  for (const [rule, kind, text, messages] of cases) {
    it(rule, async () => {
      expect(await refusal(kind, text)).toEqual(messages)
    })
  }

  it('lists every problem of the file at once', async () => {
    const file = `${stocksHeader}\nBear,Ok Bear,1.00,,\nBare,X,1,,\nBear,Y,abc,,\nFrame,Z,1,Navy,`
    const lines = await refusal('stocks', file)
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'line 3, type',
      'line 4, price',
      'line 5, colours',
    ])
  })

  it('never prints a password back', async () => {
    const lines = await refusal('staff', 'email,name,pin,password\nx@demo.example,X,5678,sekrit')
    expect(lines).toEqual(['line 2, password: must have at least 8 characters'])
  })
})

describe('staff files', () => {
  it('add a manager who can log in, and leave secrets alone when the file has none', async () => {
    const file =
      'email,name,pin,password,role\nboss@demo.example,Bea Boss,8080,a-long-password,manager'
    expect(await run('staff', file)).toMatchObject({ added: 1, updated: 0 })
    expect(await run('staff', file)).toMatchObject({ added: 0, updated: 0, unchanged: 1 })
    const login = await server.client().login('demo', {
      email: 'boss@demo.example',
      password: 'a-long-password',
    })
    expect(login.status).toBe(200)
    expect(await run('staff', 'email,name\nBOSS@demo.example,Bea Boss')).toMatchObject({
      unchanged: 1,
    })
    const [row] = await server.db.select().from(staff).where(eq(staff.email, 'boss@demo.example'))
    expect(row!.role).toBe('manager')
  })
})

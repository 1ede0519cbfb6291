import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/rows'
import { auditLog, stocks } from '../../db/schema'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import type { TestClient } from '../../test/client'

let server: TestServer
let manager: TestClient
let demoId: number

beforeAll(async () => {
  server = await startServer()
  manager = await managerClient(server.url, 'demo')
  demoId = await universityId(server.db, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const upload = (
  kind: string,
  body: string | Uint8Array<ArrayBuffer>,
  apply = false,
  type = 'text/csv',
) =>
  manager.request('POST', `/demo/admin/api/import/${kind}${apply ? '?apply=yes' : ''}`, {
    body,
    headers: { 'content-type': type },
  })

/** The lines of an applied import's answer. */
const events = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown })

/** Every stock and student row, so a refused upload can be shown to change nothing. */
async function fingerprint(): Promise<string> {
  const [row] = await rowsOf<{ h: string }>(
    server.db,
    sql`SELECT md5((SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') FROM stocks t) || (SELECT coalesce(string_agg(c::text, '|' ORDER BY c::text), '') FROM customers c)) AS h`,
  )
  return row!.h
}

const priceOf = async (name: string) =>
  (
    await server.db
      .select({ price: stocks.price })
      .from(stocks)
      .where(and(eq(stocks.universityId, demoId), eq(stocks.name, name)))
  )[0]?.price

describe('importing a file in the back office', () => {
  it('shows a dry run that writes nothing, then applies the file with progress and an audit line', async () => {
    const exported = await manager.get('/demo/admin/api/export/stocks')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(/stocks-demo\.csv/)
    const file = exported.text.replace('Graduation Bear,35.00', 'Graduation Bear,36.50')
    expect(file).not.toBe(exported.text)

    const before = await fingerprint()
    const dry = await upload('stocks', file)
    expect(dry.status).toBe(200)
    expect(dry.body).toMatchObject({ kind: 'stocks', added: 0, updated: 1, formula_cells: 0 })
    expect(dry.body.unchanged).toBeGreaterThan(5)
    expect(await fingerprint()).toBe(before)

    const applied = await upload('stocks', file, true)
    expect(applied.status).toBe(200)
    expect(applied.headers.get('content-type')).toMatch(/application\/x-ndjson/)
    const lines = events(applied.text)
    expect(lines[0]).toEqual({ type: 'start', total: dry.body.unchanged + 1 })
    expect(lines.at(-1)).toMatchObject({ type: 'done', plan: { updated: 1, added: 0 } })
    expect(await priceOf('Graduation Bear')).toBe('36.50')

    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.universityId, demoId), eq(auditLog.action, 'import.stocks')))
    expect(line!.details).toEqual({ added: 0, updated: 1, unchanged: dry.body.unchanged })
    const exports = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.universityId, demoId), eq(auditLog.action, 'export.stocks')))
    expect(exports).toHaveLength(1)
  })

  it('lists every mistake by line and column, and writes nothing, in a dry run or applied', async () => {
    const file = [
      'type,name,price',
      'Bear,Good Bear,10.00',
      'Bear,Bad Bear,12.5.0',
      'Bear,,abc',
    ].join('\n')
    const before = await fingerprint()
    const dry = await upload('stocks', file)
    expect(dry.status).toBe(422)
    expect(dry.body.message).toMatch(/mistakes; nothing was imported/)
    expect(dry.body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, column: 'price' }),
        expect.objectContaining({ line: 4, column: 'name' }),
        expect.objectContaining({ line: 4, column: 'price' }),
      ]),
    )
    const applied = await upload('stocks', file, true)
    expect(events(applied.text).at(-1)).toMatchObject({
      type: 'refused',
      problems: dry.body.problems,
    })
    expect(await fingerprint()).toBe(before)
  })

  it('refuses a workbook, another encoding, UTF-16 and a JSON body with a plain message', async () => {
    const before = await fingerprint()
    const latin1 = Buffer.from('type,name,price\nBear,Ours brun\xe9,10.00\n', 'latin1')
    const cases: [Uint8Array<ArrayBuffer> | string, string, number, RegExp][] = [
      [latin1, 'text/csv', 415, /not in UTF-8/],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'text/csv', 415, /spreadsheet workbook/],
      [Buffer.from('\ufefftype,name', 'utf16le'), 'text/csv', 415, /UTF-16/],
      ['{"rows":[]}', 'application/json', 415, /text\/csv/],
      ['type,name\0,price\n', 'text/csv', 415, /binary data/],
    ]
    for (const [body, type, status, message] of cases) {
      for (const apply of [false, true]) {
        const answer = await upload('stocks', body, apply, type)
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status,
          message: expect.stringMatching(message),
        })
      }
    }
    expect(await fingerprint()).toBe(before)
  })

  it('refuses a body larger than the limit before reading it', async () => {
    const url = new URL('/demo/admin/api/import/students', server.url)
    const cookie = [...manager.cookies].map(([name, c]) => `${name}=${encodeURIComponent(c.value)}`)
    const status = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = request(url, {
        method: 'POST',
        headers: {
          cookie: cookie.join('; '),
          'x-csrf-token': manager.csrfToken!,
          'content-type': 'text/csv',
          'content-length': String(60 * 1024 * 1024),
        },
      })
      sent.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text })
          sent.destroy()
        })
      })
      sent.on('error', reject)
      // Only the first bytes are sent: the answer comes without waiting for the rest.
      sent.write('student_id,ceremony_code,name,lastname\n')
    })
    expect(status.status).toBe(413)
    expect(JSON.parse(status.text).message).toMatch(/larger than 50 MB/)
  })

  it('keeps a formula-like cell as text and says where it is', async () => {
    const file = 'type,name,price,description\nBear,Formula Bear,10.00,"=HYPERLINK(""x"")"\n'
    const dry = await upload('stocks', file)
    expect(dry.status).toBe(200)
    expect(dry.body).toMatchObject({ added: 1, formula_cells: 1 })
    expect(dry.body.notes).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'description',
        message: expect.stringMatching(/formula/),
      }),
    ])
  })
})

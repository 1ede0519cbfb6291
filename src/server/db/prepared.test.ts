import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../test/freshDatabase'
import type { Db } from './client'
import { encoded, placeholders, reuse } from './prepared'
import { rowsOf } from './rows'
import { orders } from './schema'

let db: Db
let drop: () => Promise<void>
let close: () => Promise<void>
let universityId: number

beforeAll(async () => {
  const fresh = await freshDatabase()
  db = fresh.database.db
  close = () => fresh.database.close()
  drop = fresh.drop
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO universities (slug, name) VALUES ('prep', 'Prepared') RETURNING id`,
  )
  universityId = row!.id
})
afterAll(async () => {
  await close?.()
  await drop?.()
})

const order = (name: string, address: { line1: string } | null) => ({
  universityId,
  type: 'Order#Cash',
  date: '2026-11-23',
  name,
  lastname: 'Reuse',
  amount: '35.00',
  paid: '35.00',
  address: address as never,
  json: { name },
})

/** One statement built once, run on whatever handle it is given. */
const insertOrder = (runner: Db, row: ReturnType<typeof order>) =>
  reuse(runner, 'test_insert_order', () =>
    runner.insert(orders).values(placeholders(orders, row)).returning(),
  ).execute(encoded(orders, row))

const stored = async (name: string) => {
  const result = await db.execute(
    sql`SELECT address IS NULL AS no_address, address, json FROM orders WHERE name = ${name}`,
  )
  return result.rows
}

describe('reuse', () => {
  it('binds each call its own values, and a null stays SQL NULL in a jsonb column', async () => {
    const [first] = await insertOrder(db, order('First', null))
    const [second] = await insertOrder(db, order('Second', { line1: '1 Main St' }))
    expect(first?.name).toBe('First')
    expect(second?.address).toEqual({ line1: '1 Main St' })
    expect(await stored('First')).toEqual([
      { no_address: true, address: null, json: { name: 'First' } },
    ])
    expect(await stored('Second')).toEqual([
      { no_address: false, address: { line1: '1 Main St' }, json: { name: 'Second' } },
    ])
  })

  it("runs on the transaction's connection: a rollback takes its row away", async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertOrder(tx, order('Undone', null))
        expect(
          await tx.execute(sql`SELECT count(*)::int AS n FROM orders WHERE name = 'Undone'`),
        ).toMatchObject({ rows: [{ n: 1 }] })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await stored('Undone')).toEqual([])
  })
})

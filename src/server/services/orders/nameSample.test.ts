import { describe, expect, it } from 'vitest'
import { nameSample } from './nameSample'

/** A database whose statistics read answers `rows`, or fails; it counts the reads. */
function fakeDb(rows: Record<string, unknown>[] | Error) {
  const db = {
    reads: 0,
    execute() {
      db.reads++
      return rows instanceof Error ? Promise.reject(rows) : Promise.resolve({ rows })
    },
  }
  return db
}

describe("the sample of the orders' names", () => {
  it('shares what the most common values leave among the bounds, in lower case', async () => {
    const db = fakeDb([
      {
        null_frac: 0,
        common: ['POS Customer'],
        shares: [0.6],
        bounds: ['Ann Lee', 'Bo Family1'],
      },
    ])
    const sample = await nameSample(db, 0)
    expect(sample.values.map((value) => value.text)).toEqual([
      'pos customer',
      'ann lee',
      'bo family1',
    ])
    expect(sample.values.map((value) => value.share)).toEqual([0.6, 0.2, 0.2])
  })

  it('is read again after 10 minutes, not at every search', async () => {
    const db = fakeDb([])
    await nameSample(db, 0)
    await nameSample(db, 599_999)
    expect(db.reads).toBe(1)
    await nameSample(db, 600_000)
    expect(db.reads).toBe(2)
  })

  it('is empty where the statistics cannot be read, so the search asks for the whole term', async () => {
    const db = fakeDb(new Error('permission denied for pg_statistic'))
    expect(await nameSample(db, 0)).toEqual({ values: [] })
  })
})

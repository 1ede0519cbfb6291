import { isoDay } from '../domain/dates'
import { toCents } from '../domain/sale/money'
import { isEmpty, openDatabase } from '../server/db/client'
import { ceremonies } from '../server/db/schema'
import { seedDemo } from '../server/demo/seed'
import { universityId } from '../server/test/fixtures'
import { stockNamed } from '../server/test/stockFixtures'

/** What the kiosks sell: no stock that needs a posted address, so every sale can be made offline too. */
const STOCKS = [
  'Graduation Bear',
  'Charm Bear Keyring',
  'Degree Presentation Photo',
  'Graduation Posy',
]

export interface Stage {
  ceremonyId: number
  stocks: { id: number; price: number; cents: number }[]
}

/**
 * The database migrated and, when new, seeded with the demo universities; a ceremony of today of
 * the rehearsal's own, so its report holds only the rehearsal's sales.
 */
export async function setStage(databaseUrl: string, seed: number): Promise<Stage> {
  const database = await openDatabase({ databaseUrl, dataDir: null })
  try {
    const db = database.db
    if (await isEmpty(db)) await seedDemo(db)
    const [row] = await db
      .insert(ceremonies)
      .values({
        universityId: await universityId(db, 'demo'),
        date: isoDay(),
        name: `Rehearsal ${seed}`,
      })
      .returning({ id: ceremonies.id })
    const stocks = await Promise.all(STOCKS.map((name) => stockNamed(db, 'demo', name)))
    return {
      ceremonyId: row!.id,
      stocks: stocks.map((s) => ({ id: s.id, price: s.price, cents: toCents(s.price) })),
    }
  } finally {
    await database.close()
  }
}

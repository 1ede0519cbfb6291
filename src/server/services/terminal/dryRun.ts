import type { Db, Tx } from '../../db/client'

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back')
  }
}

/**
 * Runs a save in a transaction that is then rolled back: every check the save makes, with the
 * answer it would give, and nothing written. A card is charged only for what would save.
 */
export async function dryRun<T>(db: Db, save: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await save(tx))
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T
    throw error
  }
  throw new Error('A dry run ended without its answer.')
}

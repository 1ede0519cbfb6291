import { eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { dataSteps } from './schema'
import { phonesToE164 } from './steps/phonesE164'

/** Each step a migration may add to data_steps, by the name it gives it. */
const STEPS: Record<string, (tx: Tx) => Promise<unknown>> = {
  phones_e164: phonesToE164,
}

/**
 * Runs the steps the migrations left pending, each in a transaction with its mark as done, so a
 * step is run once and wholly. Called after the SQL migrations, under the same lock.
 */
export async function runDataSteps(db: Db): Promise<void> {
  const pending = await db
    .select({ name: dataSteps.name })
    .from(dataSteps)
    .where(isNull(dataSteps.doneAt))
    .orderBy(dataSteps.name)
  for (const { name } of pending) {
    const step = STEPS[name]
    if (!step) throw new Error(`The migrations name a data step this server does not have: ${name}`)
    await db.transaction(async (tx) => {
      await step(tx)
      await tx.update(dataSteps).set({ doneAt: new Date() }).where(eq(dataSteps.name, name))
    })
  }
}

import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { ceremonies } from '../../db/schema'

/** The university's ceremonies by lower-case code, for files that name a ceremony. */
export async function ceremonyCodes(tx: Tx, universityId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: ceremonies.id, code: ceremonies.code })
    .from(ceremonies)
    .where(and(eq(ceremonies.universityId, universityId), isNotNull(ceremonies.code)))
  return new Map(rows.map((r) => [r.code!.toLowerCase(), r.id]))
}

/** Codes of ceremonies by id, for exports. */
export async function codesById(tx: Tx, universityId: number): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: ceremonies.id, code: ceremonies.code })
    .from(ceremonies)
    .where(eq(ceremonies.universityId, universityId))
  return new Map(rows.map((r) => [r.id, r.code ?? '']))
}

/** codesById in a transaction of its own, for exports, which run on the database itself. */
export const codesOf = (db: Db, universityId: number) =>
  db.transaction((tx) => codesById(tx, universityId))

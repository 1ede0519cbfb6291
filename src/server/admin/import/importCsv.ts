import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { universities } from '../../db/schema'
import { AdminError } from '../../services/admin/adminError'
import type { Progress } from './bulkSql'
import { ceremonyImport } from './ceremonies'
import type { ImportKind, KindName, Summary } from './kind'
import { ImportProblems, readCsv } from './readCsv'
import { staffImport } from './staff'
import { stockImport } from './stocks'
import { studentImport } from './students'

export const IMPORTS: Record<KindName, ImportKind> = {
  ceremonies: ceremonyImport,
  stocks: stockImport,
  students: studentImport,
  staff: staffImport,
}

export interface ImportOptions {
  dryRun?: boolean
  /** Told how many rows are in the file, then how many are written. */
  onStart?: (rows: number) => void
  progress?: Progress
}

/**
 * Imports one CSV file into a university: every row is checked before anything is written, then
 * the whole file is applied in one transaction as an upsert on its key, so a refused file (an
 * ImportProblems) or a failure halfway leaves the database as it was.
 */
export async function importCsv(
  db: Db | Tx,
  kind: KindName,
  slug: string,
  text: string,
  options: ImportOptions = {},
): Promise<Summary> {
  const [university] = await db.select().from(universities).where(eq(universities.slug, slug))
  if (!university) throw new AdminError(`There is no university with the slug "${slug}".`)
  const importer = IMPORTS[kind]
  const rows = readCsv(text, importer.columns)
  options.onStart?.(rows.length)
  try {
    return await db.transaction((tx) =>
      importer.apply(rows, {
        tx,
        universityId: university.id,
        dryRun: options.dryRun ?? false,
        progress: options.progress ?? (() => {}),
      }),
    )
  } catch (error) {
    throw writeFailure(error, kind)
  }
}

/**
 * A failure while writing, told without the statement or its values (a query error's message
 * carries both, and the values are people's details): the database's own reason only.
 */
function writeFailure(error: unknown, kind: KindName): unknown {
  if (error instanceof ImportProblems || !(error instanceof Error)) return error
  if (!(error.cause instanceof Error)) return error
  const reason = error.cause.message.replace(/\.$/, '')
  return new AdminError(`The ${kind} file was not imported, and nothing was changed: ${reason}.`)
}

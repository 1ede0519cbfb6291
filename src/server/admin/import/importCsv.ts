import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { universities } from '../../db/schema'
import { AdminError } from '../../services/admin/adminError'
import type { Progress } from './bulkSql'
import { ceremonyImport } from './ceremonies'
import { csvText, type CsvSource } from './csvSource'
import { formulaNotes } from './formulaNotes'
import type { ImportKind, KindName, Summary } from './kind'
import { ImportProblems, readCsv, type Problem } from './readCsv'
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
  /** Runs in the import's transaction once its rows are written (an audit line); not on a dry run. */
  onApplied?: (tx: Tx, summary: Summary) => Promise<void>
}

/** What an import did (or, on a dry run, would do), with the formula-like cells it kept as text. */
export interface ImportResult extends Summary {
  notes: Problem[]
  /** How many cells looked like formulas; notes lists the first of them. */
  formulaCells: number
}

/**
 * Imports one CSV file into a university, for the CLI and the back office alike: every row is
 * checked before anything is written, then the whole file is applied in one transaction as an
 * upsert on its key, so a refused file (a FileRefusal or ImportProblems) or a failure halfway
 * leaves the database as it was. A dry run answers the same counts and writes nothing.
 */
export async function importCsv(
  db: Db | Tx,
  kind: KindName,
  slug: string,
  source: CsvSource,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const [university] = await db.select().from(universities).where(eq(universities.slug, slug))
  if (!university) throw new AdminError(`There is no university with the slug "${slug}".`)
  const importer = IMPORTS[kind]
  const rows = readCsv(await csvText(source), importer.columns)
  const { notes, count } = formulaNotes(rows)
  options.onStart?.(rows.length)
  try {
    return await db.transaction(async (tx) => {
      const dryRun = options.dryRun ?? false
      const summary = await importer.apply(rows, {
        tx,
        universityId: university.id,
        dryRun,
        progress: options.progress ?? (() => {}),
      })
      if (!dryRun) await options.onApplied?.(tx, summary)
      return { ...summary, notes, formulaCells: count }
    })
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

import type {
  ImportKindName,
  ImportPlan,
  ImportRefused,
} from '../../../domain/contract/backOfficeImport'
import { exportCsv } from '../../admin/export/exportCsv'
import type { Progress } from '../../admin/import/bulkSql'
import { FileRefusal, type CsvSource } from '../../admin/import/csvSource'
import { importCsv, type ImportResult } from '../../admin/import/importCsv'
import { ImportProblems } from '../../admin/import/readCsv'
import type { FastifyInstance } from 'fastify'
import { AdminError } from '../../services/admin/adminError'
import { audit } from '../../services/audit'
import type { Actor } from '../../services/backOffice/ceremonies'

export interface UploadOptions {
  apply: boolean
  onStart?: (rows: number) => void
  progress?: Progress
}

const planOf = ({ notes, formulaCells, ...summary }: ImportResult): ImportPlan => ({
  ...summary,
  notes,
  formula_cells: formulaCells,
})

/**
 * A file uploaded in the back office, through the CLI's importer: a dry run answers what it
 * would do; applied, it writes in one transaction with its audit line, which says what it did.
 */
export async function importUpload(
  db: FastifyInstance['db'],
  actor: Actor & { slug: string },
  kind: ImportKindName,
  source: CsvSource,
  options: UploadOptions,
): Promise<ImportPlan> {
  const result = await importCsv(db, kind, actor.slug, source, {
    dryRun: !options.apply,
    onStart: options.onStart,
    progress: options.progress,
    onApplied: (tx, summary) =>
      audit(tx, {
        universityId: actor.universityId,
        staffId: actor.staffId,
        action: `import.${kind}`,
        details: { added: summary.added, updated: summary.updated, unchanged: summary.unchanged },
      }),
  })
  return planOf(result)
}

/** Why a file was refused, as the page shows it, and the status that answers it; null if not one. */
export function refusalOf(error: unknown): { status: number; body: ImportRefused } | null {
  if (error instanceof FileRefusal)
    return { status: error.status, body: { message: error.message } }
  if (error instanceof ImportProblems) {
    const count = error.problems.length
    return {
      status: 422,
      body: {
        message: `The file has ${count} mistake${count === 1 ? '' : 's'}; nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and choose the file again.`,
        problems: error.problems,
      },
    }
  }
  if (error instanceof AdminError) return { status: 422, body: { message: error.message } }
  return null
}

/** One kind of the university's rows as the CSV the importer reads back; the export is audited. */
export async function exportKind(
  db: FastifyInstance['db'],
  actor: Actor & { slug: string },
  kind: ImportKindName,
): Promise<string> {
  const csv = await exportCsv(db, kind, actor.slug)
  await audit(db, {
    universityId: actor.universityId,
    staffId: actor.staffId,
    action: `export.${kind}`,
  })
  return csv
}

import type { Tx } from '../../db/client'
import type { Progress } from './bulkSql'
import type { ColumnRule, CsvRow } from './readCsv'

export const KINDS = ['ceremonies', 'stocks', 'students', 'staff'] as const
export type KindName = (typeof KINDS)[number]

export interface Summary {
  kind: KindName
  added: number
  updated: number
  unchanged: number
}

export interface ImportContext {
  tx: Tx
  universityId: number
  dryRun: boolean
  /** Called as rows are written, with how many of the file's rows are done. */
  progress: Progress
}

/** One kind of file: its columns, and how its rows are checked against the database and written. */
export interface ImportKind {
  name: KindName
  columns: ColumnRule[]
  /** Throws ImportProblems for any bad row; writes nothing when ctx.dryRun. */
  apply(rows: CsvRow[], ctx: ImportContext): Promise<Summary>
}

/** A column of a file; its cells take at most 100 characters unless told (a name's limit). */
export const column = (name: string, required = false, maxLength = 100): ColumnRule => ({
  name,
  required,
  maxLength,
})

/** "stocks: 42 added, 3 updated, 0 unchanged" */
export function describeSummary(summary: Summary): string {
  return `${summary.kind}: ${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged`
}

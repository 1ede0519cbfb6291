import Type from 'typebox'

/** The files a manager imports and exports in the back office, as `npm run admin` names them. */
export const IMPORT_KIND_NAMES = ['ceremonies', 'stocks', 'students', 'staff'] as const
export type ImportKindName = (typeof IMPORT_KIND_NAMES)[number]
export const ImportKindName = Type.Union([
  Type.Literal('ceremonies'),
  Type.Literal('stocks'),
  Type.Literal('students'),
  Type.Literal('staff'),
])

/** The largest file one import reads: a university's 50,000 students are about 10 MB. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024

export const ImportParams = Type.Object({ tenant: Type.String(), kind: ImportKindName })
export const ImportQuery = Type.Object({
  apply: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
})

/** A mistake (or a note) in a file, where a spreadsheet shows it: the line and the column. */
export const FileProblem = Type.Object({
  line: Type.Integer(),
  column: Type.Optional(Type.String()),
  message: Type.String(),
})
export type FileProblem = Type.Static<typeof FileProblem>

/** What a file does to the database: rows to add, to update, and left as they are. */
export const ImportPlan = Type.Object({
  kind: ImportKindName,
  added: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Cells kept as plain text though they look like spreadsheet formulas (the first 50). */
  notes: Type.Array(FileProblem),
  formula_cells: Type.Integer(),
})
export type ImportPlan = Type.Static<typeof ImportPlan>

/** A refused file: nothing was written; every mistake found, each with its line and column. */
export const ImportRefused = Type.Object({
  message: Type.String(),
  problems: Type.Optional(Type.Array(FileProblem)),
})
export type ImportRefused = Type.Static<typeof ImportRefused>

/**
 * The lines an applied import answers with, one JSON object per line, as the rows are written:
 * `start` with the number of rows, `progress` with how many are written, then `done` with what
 * was applied or `refused` when nothing was.
 */
export type ImportEvent =
  | { type: 'start'; total: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; plan: ImportPlan }
  | ({ type: 'refused' } & ImportRefused)

import { eq } from 'drizzle-orm'
import { writeCsv } from '../../csv/formulaCells'
import type { Db } from '../../db/client'
import { universities } from '../../db/schema'
import { AdminError } from '../../services/admin/adminError'
import { ceremonyCodes } from '../import/ceremonyCodes'
import { catalogueExports } from './catalogue'
import { checkFilters, type ExportFilters } from './filters'
import { orderExports } from './orders'

export const EXPORTS = [
  'orders',
  'order-items',
  'ceremonies',
  'stocks',
  'students',
  'staff',
] as const
export type ExportName = (typeof EXPORTS)[number]

export interface ExportScope extends ExportFilters {
  universityId: number
  /** The id of --ceremony, when given. */
  ceremonyId?: number
}

/** Rows of one export: the header first. */
export type Exporter = (db: Db, scope: ExportScope) => Promise<(string | number)[][]>

const EXPORTERS: Record<ExportName, Exporter> = { ...orderExports, ...catalogueExports }

/**
 * CSV of one kind of row of a university. It starts with a UTF-8 byte order mark so that a
 * spreadsheet opens accented names as they are, and text that a spreadsheet would run as a
 * formula starts with a ' (writeCsv); the importer reads it back unchanged (restoreCell).
 */
export async function exportCsv(
  db: Db,
  kind: ExportName,
  slug: string,
  filters: ExportFilters = {},
): Promise<string> {
  const [university] = await db.select().from(universities).where(eq(universities.slug, slug))
  if (!university) throw new AdminError(`There is no university with the slug "${slug}".`)
  const scope: ExportScope = { ...checkFilters(filters), universityId: university.id }
  if (filters.ceremony) {
    const codes = await db.transaction((tx) => ceremonyCodes(tx, university.id))
    scope.ceremonyId = codes.get(filters.ceremony.toLowerCase())
    if (scope.ceremonyId === undefined) {
      throw new AdminError(
        `${university.name} has no ceremony with the code "${filters.ceremony}".`,
      )
    }
  }
  return writeCsv(await EXPORTERS[kind](db, scope), { bom: true })
}

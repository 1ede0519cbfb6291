import { and, asc, eq, isNull } from 'drizzle-orm'
import { staff } from '../../db/schema'
import { exportCeremonies } from './ceremonyExport'
import type { Exporter } from './exportCsv'
import { exportStocks } from './stockExport'
import { exportStudents } from './studentExport'

/** Logins without their passwords or PINs, which are stored only as hashes anyway. */
const exportStaff: Exporter = async (db, scope) => {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.universityId, scope.universityId), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
  return [['email', 'name', 'role'], ...rows.map((s) => [s.email, s.name, s.role])]
}

/** The columns of the import files, so that an export imports back unchanged. */
export const catalogueExports = {
  ceremonies: exportCeremonies,
  stocks: exportStocks,
  students: exportStudents,
  staff: exportStaff,
}

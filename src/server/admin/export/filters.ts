import { AdminError } from '../../services/admin/adminError'
import { parseDate } from '../import/cellValues'

export interface ExportFilters {
  ceremony?: string
  from?: string
  to?: string
}

/** --from and --to must be days, so a typo is not read as "no limit". */
export function checkFilters(filters: ExportFilters): ExportFilters {
  for (const name of ['from', 'to'] as const) {
    const value = filters[name]
    if (value !== undefined && !parseDate(value)) {
      throw new AdminError(`--${name} must be a date like 2026-11-21, not "${value}".`)
    }
  }
  return filters
}

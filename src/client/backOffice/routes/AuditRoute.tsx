import { useState } from 'react'
import type { AuditQuery } from '../../../domain/contract/backOffice'
import { messageOf } from '../../transport/apiError'
import { auditCsvHref, useAudit } from '../api/audit'
import { AuditScreen } from '../screens/Audit/AuditScreen'

/** #/audit: the filters, the page of lines they give, and the CSV of the same filters. */
export function AuditRoute({ timeZone }: { timeZone: string | null }) {
  const [filters, setFilters] = useState<AuditQuery>({})
  const page = useAudit(filters)
  return (
    <AuditScreen
      status={page.error ? 'error' : page.data ? 'ready' : 'loading'}
      error={page.error ? messageOf(page.error, 'The audit log could not be loaded.') : null}
      page={page.data ?? null}
      filters={filters}
      csvHref={auditCsvHref(filters)}
      timeZone={timeZone}
      onFilters={setFilters}
      onRetry={() => void page.mutate()}
    />
  )
}

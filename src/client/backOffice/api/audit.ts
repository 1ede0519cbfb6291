import useSWR from 'swr'
import type { AuditPage, AuditQuery } from '../../../domain/contract/backOffice'
import { api, tenantPath } from '../../transport/http'

const query = (q: AuditQuery) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(q)) if (value) params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const auditKey = (q: AuditQuery) => tenantPath(`/admin/api/audit${query(q)}`)

export const fetchAudit = (q: AuditQuery) => api.get<AuditPage>(`/admin/api/audit${query(q)}`)

/** The same filter as a CSV download (the browser fetches it with the session cookie). */
export const auditCsvHref = (q: AuditQuery) => {
  const { before: _before, ...filters } = q
  return tenantPath(`/admin/api/audit.csv${query(filters)}`)
}

export function useAudit(q: AuditQuery) {
  return useSWR(auditKey(q), () => fetchAudit(q), { keepPreviousData: true })
}

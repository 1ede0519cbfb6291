import useSWR from 'swr'
import type {
  AdminCeremony,
  CeremonyFields,
  CeremonyList,
  CeremonyQuery,
} from '../../../domain/contract/backOffice'
import { api, request, tenantPath } from '../../transport/http'

const query = (q: CeremonyQuery) => {
  const params = new URLSearchParams()
  if (q.search?.trim()) params.set('search', q.search.trim())
  if (q.archived === 'yes') params.set('archived', 'yes')
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const ceremoniesKey = (q: CeremonyQuery) => tenantPath(`/admin/api/ceremonies${query(q)}`)

export const fetchCeremonies = (q: CeremonyQuery) =>
  api.get<CeremonyList>(`/admin/api/ceremonies${query(q)}`)

export const createCeremony = (fields: CeremonyFields) =>
  api.post<AdminCeremony>('/admin/api/ceremonies', fields)

export const updateCeremony = (id: number, fields: CeremonyFields) =>
  api.put<AdminCeremony>(`/admin/api/ceremonies/${id}`, fields)

export const archiveCeremony = (id: number, archived: boolean) =>
  api.post<AdminCeremony>(`/admin/api/ceremonies/${id}/${archived ? 'archive' : 'restore'}`)

export const deleteCeremony = (id: number) =>
  request<void>('DELETE', tenantPath(`/admin/api/ceremonies/${id}`))

export function useCeremonies(q: CeremonyQuery) {
  return useSWR(ceremoniesKey(q), () => fetchCeremonies(q), { keepPreviousData: true })
}

import useSWR from 'swr'
import type {
  CardTerminal,
  CardTerminalList,
  PairTerminal,
} from '../../../domain/contract/backOfficeTerminals'
import { api, tenantPath } from '../../transport/http'

export const terminalsKey = () => tenantPath('/admin/api/terminals')

export const fetchTerminals = () => api.get<CardTerminalList>('/admin/api/terminals')

/** With Linkly the Cloud password goes to the server once, for Linkly; it is never read back. */
export const pairTerminal = (pairing: PairTerminal) =>
  api.post<CardTerminal>('/admin/api/terminals', pairing)

export const unpairTerminal = (code: string) =>
  api.post<null>(`/admin/api/terminals/${encodeURIComponent(code)}/unpair`)

export function useTerminals() {
  return useSWR(terminalsKey(), fetchTerminals)
}

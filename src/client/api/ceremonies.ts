import useSWR from 'swr'
import type { Ceremony } from '../../domain/contract/entities'
import { api, tenantPath } from './http'

export const ceremoniesKey = (days: number) => tenantPath(`/ceremonies?days=${days}`)

export function fetchCeremonies(days: number): Promise<Ceremony[]> {
  return api.get<Ceremony[]>(`/ceremonies?days=${days}`)
}

/** Fetched once per page, like the catalogue: a kiosk that goes offline keeps what it had. */
export function useCeremonies(days: number) {
  return useSWR(ceremoniesKey(days), () => fetchCeremonies(days), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}

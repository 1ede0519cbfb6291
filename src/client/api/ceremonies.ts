import useSWR from 'swr'
import type { Ceremony } from '../../domain/contract/ceremony'
import { withKeptCopy } from '../offline/keptData'
import { api, tenantPath } from '../transport/http'
import { type RequestOptions } from '../transport/send'

export const ceremoniesKey = (days: number) => tenantPath(`/ceremonies?days=${days}`)

/** The ceremonies; offline, those kept from the last answer for the same window. */
export function fetchCeremonies(days: number, options?: RequestOptions): Promise<Ceremony[]> {
  return withKeptCopy(ceremoniesKey(days), () =>
    api.get<Ceremony[]>(`/ceremonies?days=${days}`, options),
  )
}

/** Fetched once per page, like the catalogue: a kiosk that goes offline keeps what it had. */
export function useCeremonies(days: number) {
  return useSWR(ceremoniesKey(days), () => fetchCeremonies(days), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}

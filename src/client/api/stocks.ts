import useSWR from 'swr'
import type { CatalogueStock } from '../../domain/contract/stock'
import { withKeptCopy } from '../offline/keptData'
import { api, tenantPath } from '../transport/http'
import { type RequestOptions } from '../transport/send'

export const stocksKey = () => tenantPath('/stocks')

/**
 * The catalogue as the kiosk's screens read it (`view=card`: less than half of the whole record,
 * so less to download, parse and keep); offline, the one kept from the last answer (so the store
 * still sells). Held in memory with its tag: unchanged since the menu's or the last store's fetch,
 * it is not read again.
 */
export function fetchStocks(options?: RequestOptions): Promise<CatalogueStock[]> {
  return withKeptCopy(stocksKey(), () =>
    api.get<CatalogueStock[]>('/stocks?view=card', { ...options, reuseUnchanged: true }),
  )
}

/** The catalogue is fetched once and kept: prices do not change during a ceremony. */
export function useStocks() {
  return useSWR(stocksKey(), () => fetchStocks(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}

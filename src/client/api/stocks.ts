import useSWR from 'swr'
import type { Stock } from '../../domain/contract/entities'
import { api, tenantPath } from './http'

export const stocksKey = () => tenantPath('/stocks')

export function fetchStocks(): Promise<Stock[]> {
  return api.get<Stock[]>('/stocks')
}

/** The catalogue is fetched once and kept: prices do not change during a ceremony. */
export function useStocks() {
  return useSWR(stocksKey(), fetchStocks, { revalidateOnFocus: false, revalidateIfStale: false })
}

import useSWR, { mutate } from 'swr'
import type { StockCounts } from '../../domain/contract/backOfficeCatalogue'
import { api, tenantPath } from '../transport/http'

const countsKey = (ceremonyId: number | null) =>
  tenantPath(`/stock-counts${ceremonyId ? `?ceremony=${ceremonyId}` : ''}`)

/**
 * The counts on hand the store's cards show ("3 left", "Sold out"), apart from the catalogue so
 * that a sale does not send the kiosk back for the whole catalogue. Offline or failed: no counts,
 * so the store sells as it always did.
 */
export function useStockCounts(ceremonyId: number | null): Record<string, number> {
  const { data } = useSWR(countsKey(ceremonyId), () =>
    api.get<StockCounts>(`/stock-counts${ceremonyId ? `?ceremony=${ceremonyId}` : ''}`),
  )
  return data?.counts ?? NO_COUNTS
}

const NO_COUNTS: Record<string, number> = {}

/** Asks for the counts again (after a sale): every ceremony's. */
export function refreshStockCounts(): void {
  void mutate((key) => typeof key === 'string' && key.includes('/stock-counts'))
}

import { useEffect } from 'react'
import type { CeremonyWindow } from '../../../domain/ceremony'
import { MESSAGES } from '../../../domain/messages'
import { useCeremonies } from '../../api/ceremonies'
import { useStocks } from '../../api/stocks'
import { openStore, type SaleMode } from '../../stores/sale'
import { useFailureAlert } from '../useFailureAlert'

/** Opens the store in its mode and loads what it shows: the catalogue, and the ceremonies behind it. */
export function useStoreCatalogue(mode: SaleMode, ceremonyWindow: CeremonyWindow) {
  const stocks = useStocks()
  const ceremonies = useCeremonies(ceremonyWindow)
  useEffect(() => openStore(mode), [mode])
  useFailureAlert(ceremonies.error, MESSAGES.ceremoniesFailed)
  return {
    items: stocks.error ? undefined : stocks.data,
    loading: stocks.isLoading,
    failure: stocks.error && !stocks.isValidating ? MESSAGES.stocksFailed : null,
    retry: () => void stocks.mutate(),
  }
}

import type { CancelledOfflineSale } from '../../domain/contract/requests'
import { api } from '../transport/http'

/** Tells the server an offline sale it refused was cancelled at the kiosk, and why. */
export function recordCancelledSale(sale: CancelledOfflineSale): Promise<{ recorded: true }> {
  return api.post<{ recorded: true }>('/offline/cancelled', sale)
}

import type { QueuedSale } from './queue'

/** What the header and the menu show of a queued sale: its payload stays in IndexedDB. */
export type SaleRow = Pick<
  QueuedSale,
  'key' | 'number' | 'createdAt' | 'summary' | 'state' | 'error'
>

export const saleRow = ({
  key,
  number,
  createdAt,
  summary,
  state,
  error,
}: QueuedSale): SaleRow => ({
  key,
  number,
  createdAt,
  summary,
  state,
  error,
})

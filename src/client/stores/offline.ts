import { proxy } from 'valtio'
import type { SaleRow } from '../offline/saleRow'

/** What the header and the menu show of the network and of the sales waiting on this kiosk. */
export const offline = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** When the network went, for "Offline since 10:42". */
  offlineSince: null as string | null,
  /** This university's sales still on the kiosk, oldest first (waiting and refused). */
  sales: [] as SaleRow[],
  /** A sync in progress: how many of how many are sent. */
  syncing: null as { done: number; total: number } | null,
})

export function setOnline(online: boolean) {
  if (online === offline.online) return
  offline.online = online
  offline.offlineSince = online ? null : new Date().toISOString()
}

export function showQueue(sales: SaleRow[]) {
  offline.sales = sales
}

/** One sale added or changed, without the rest of the list being read again. */
export function showSale(row: SaleRow) {
  const index = offline.sales.findIndex((sale) => sale.key === row.key)
  if (index >= 0) offline.sales[index] = row
  else offline.sales.push(row)
}

export function hideSale(key: string) {
  const index = offline.sales.findIndex((sale) => sale.key === key)
  if (index >= 0) offline.sales.splice(index, 1)
}

export function showSyncProgress(progress: { done: number; total: number } | null) {
  offline.syncing = progress
}

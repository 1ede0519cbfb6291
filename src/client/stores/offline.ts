import { proxy } from 'valtio'
import type { QueuedSale } from '../offline/queue'

/** What the header and the menu show of the network and of the sales waiting on this kiosk. */
export const offline = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** When the network went, for "Offline since 10:42". */
  offlineSince: null as string | null,
  /** This university's sales still on the kiosk, oldest first (waiting and refused). */
  sales: [] as QueuedSale[],
  /** A sync in progress: how many of how many are sent. */
  syncing: null as { done: number; total: number } | null,
})

export function setOnline(online: boolean) {
  if (online === offline.online) return
  offline.online = online
  offline.offlineSince = online ? null : new Date().toISOString()
}

export function showQueue(sales: QueuedSale[]) {
  offline.sales = sales
}

export function showSyncProgress(progress: { done: number; total: number } | null) {
  offline.syncing = progress
}

import type { Order } from '../../domain/contract/order'
import { pushOrder, saveOrder, sendOrderConfirmation } from '../api/orders'
import { queuedSale, queuedSales, type QueuedSale } from '../offline/queue'
import { saleRow } from '../offline/saleRow'
import { drainQueue } from '../offline/sync'
import { hideSale, offline, setOnline, showQueue, showSale, showSyncProgress } from './offline'

const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 60_000
/** While sales wait, the queue is tried this often even without an 'online' event. */
const POLL_MS = 30_000

let tenant = ''
let failures = 0
let retryTimer: ReturnType<typeof setTimeout> | null = null
// Tabs of one kiosk share IndexedDB: each tells the others when the queue changed.
let channel: BroadcastChannel | null = null

/** Reads the whole queue into the header's store (and tells the kiosk's other tabs to). */
export async function refreshQueue(tellOthers = false) {
  if (!tenant) return
  showQueue((await queuedSales(tenant)).map(saleRow))
  if (tellOthers) channel?.postMessage('changed')
}

/**
 * A sale just written to the queue: shown, and the other tabs told which one, without the queue
 * being read again, so an offline sale costs the same with 300 sales waiting as with none.
 */
export function showKeptSale(sale: QueuedSale) {
  if (!tenant || sale.tenant !== tenant) return
  showSale(saleRow(sale))
  channel?.postMessage({ key: sale.key })
}

/** Another tab kept or changed one sale: only that one is read. */
async function refreshSale(key: string) {
  const sale = await queuedSale(key)
  if (sale && sale.tenant === tenant) showSale(saleRow(sale))
  else hideSale(key)
}

async function afterSave(sale: QueuedSale, order: Order) {
  await pushOrder(order.id).catch(() => undefined)
  if (sale.receiptEmail) await sendOrderConfirmation(order.id, sale.receiptEmail)
}

function scheduleRetry() {
  if (retryTimer) clearTimeout(retryTimer)
  const ceiling = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures)
  failures += 1
  // Jitter, so a hall of kiosks coming back together does not send in lockstep.
  retryTimer = setTimeout(() => void syncNow(), ceiling / 2 + Math.random() * (ceiling / 2))
}

async function drainOnce() {
  const outcome = await drainQueue(tenant, {
    save: (sale) => saveOrder(sale.payload, sale.key),
    afterSave,
    onProgress: (done, total) => showSyncProgress(total ? { done, total } : null),
  })
  showSyncProgress(null)
  await refreshQueue(true)
  if (outcome.stopped === 'unreachable') scheduleRetry()
  else failures = 0
}

/**
 * Sends the waiting sales now. One tab of a kiosk sends at a time (a Web Lock); the others skip,
 * and the Idempotency-Key makes a sale sent twice anyway one order.
 */
export async function syncNow(): Promise<void> {
  if (!tenant || !offline.online) return
  if (!offline.sales.some((sale) => sale.state === 'waiting')) await refreshQueue()
  if (!offline.sales.some((sale) => sale.state === 'waiting')) return
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return drainOnce()
  await locks.request(`pos-offline-sync:${tenant}`, { ifAvailable: true }, async (lock) => {
    if (lock) await drainOnce()
  })
}

/** Starts watching the network and the queue for the kiosk of a university; answers a stop. */
export function startOfflineSync(forTenant: string): () => void {
  tenant = forTenant
  const onOnline = () => {
    setOnline(true)
    failures = 0
    void syncNow()
  }
  const onOffline = () => setOnline(false)
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  setOnline(navigator.onLine)
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pos-offline')
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      const key = typeof data === 'object' && data && 'key' in data ? String(data.key) : null
      void (key ? refreshSale(key) : refreshQueue())
    }
  }
  const poll = setInterval(() => void syncNow(), POLL_MS)
  void refreshQueue().then(syncNow)
  return () => {
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
    clearInterval(poll)
    if (retryTimer) clearTimeout(retryTimer)
    channel?.close()
    channel = null
    tenant = ''
  }
}

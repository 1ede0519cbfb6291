import { createStore, del, entries, get, set, update, type UseStore } from 'idb-keyval'
import type { OrderPayload } from '../../domain/contract/requests'

/** A sale paid while the kiosk was offline, kept until the server has it. */
export interface QueuedSale {
  /** Its Idempotency-Key: however often it is sent, the server makes one order of it. */
  key: string
  /** The kiosk's provisional order number, shown until the real one replaces it. */
  number: string
  tenant: string
  createdAt: string
  /** The whole request, including `offline` (number, sale time, sealed PIN). */
  payload: OrderPayload
  /** Where the receipt goes once the sale is sent; null: no receipt wanted (yet). */
  receiptEmail: string | null
  /** What the operator sees in the list of waiting sales. */
  summary: { customer: string; totalCents: number; items: number }
  /** waiting: to send; refused: the server said no (422) and the operator must decide. */
  state: 'waiting' | 'refused'
  /** The server's reason for a refusal, or the last failure to reach it. */
  error: string | null
  attempts: number
}

export type NewSale = Omit<QueuedSale, 'number' | 'state' | 'error' | 'attempts' | 'createdAt'>

/** One database for the queue and the kiosk's identity, apart from any cache. */
let database: { sales: UseStore; meta: UseStore } | null = null
function stores() {
  database ??= {
    sales: createStore('pos-offline-sales', 'sales'),
    meta: createStore('pos-offline-meta', 'meta'),
  }
  return database
}

/** Tests start from an empty IndexedDB each time. */
export function forgetStores() {
  database = null
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomKioskId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4))
  return Array.from(bytes, (b) => LETTERS[b % LETTERS.length]).join('')
}

/**
 * The next provisional number of this kiosk: its own id (made once, kept in IndexedDB) and a
 * counter, so two kiosks never hand out the same number (K7QX-0001, K7QX-0002, …).
 */
export async function nextProvisionalNumber(): Promise<string> {
  const { meta } = stores()
  let kioskId = await get<string>('kioskId', meta)
  if (!kioskId) {
    kioskId = randomKioskId()
    await set('kioskId', kioskId, meta)
  }
  let next = 0
  await update<number>('counter', (value) => (next = (value ?? 0) + 1), meta)
  return `${kioskId}-${String(next % 1_000_000).padStart(4, '0')}`
}

/** Writes the sale to the queue before the confirmation shows; answers it as queued. */
export async function enqueueSale(sale: NewSale, number: string): Promise<QueuedSale> {
  const queued: QueuedSale = {
    ...sale,
    number,
    createdAt: new Date().toISOString(),
    state: 'waiting',
    error: null,
    attempts: 0,
  }
  await set(queued.key, queued, stores().sales)
  return queued
}

/** The sales of one university still on this kiosk, oldest first. */
export async function queuedSales(tenant: string): Promise<QueuedSale[]> {
  const all = await entries<string, QueuedSale>(stores().sales)
  return all
    .map(([, sale]) => sale)
    .filter((sale) => sale.tenant === tenant)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key))
}

/** One queued sale, or null once it has left the kiosk. */
export async function queuedSale(key: string): Promise<QueuedSale | null> {
  return (await get<QueuedSale>(key, stores().sales)) ?? null
}

/** Changes one queued sale in place (a refusal, a receipt address, an attempt counted). */
export async function updateSale(
  key: string,
  change: (sale: QueuedSale) => QueuedSale,
): Promise<QueuedSale | null> {
  let result: QueuedSale | null = null
  await update<QueuedSale | undefined>(
    key,
    (sale) => {
      if (!sale) return sale
      result = change(sale)
      return result
    },
    stores().sales,
  )
  return result
}

/** The server has the sale (or the operator cancelled it): it leaves the kiosk. */
export function removeSale(key: string): Promise<void> {
  return del(key, stores().sales)
}

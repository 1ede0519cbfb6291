import { clear, createStore, get, set, type UseStore } from 'idb-keyval'
import { ApiError } from '../api/apiError'

/**
 * What a sale needs while the network is down (catalogue, ceremonies, students), kept in IndexedDB
 * under the API path it came from (so per university). idb-keyval: a kept, 600-byte key-value
 * store over IndexedDB, all this needs. A store of its own, so clearing it never touches another
 * module's data (such as queued sales).
 */
let store: UseStore | null = null
const keptStore = () => (store ??= createStore('pos-kept-data', 'answers'))
const available = () => typeof indexedDB !== 'undefined'

export async function keep(key: string, value: unknown): Promise<void> {
  if (!available()) return
  await set(key, value, keptStore()).catch(() => undefined)
}

export async function kept<T>(key: string): Promise<T | undefined> {
  if (!available()) return undefined
  return get<T>(key, keptStore()).catch(() => undefined)
}

/** At logout: a signed-out kiosk keeps no university's data. */
export async function forgetKept(): Promise<void> {
  if (!available()) return
  await clear(keptStore()).catch(() => undefined)
}

/** True when the server was not reached at all (no network, or no answer in time). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}

/**
 * The server's answer, kept; when the server cannot be reached, the answer kept last time (the
 * error when there is none). Refusals (4xx, 5xx) are passed on: they are not a network cut.
 */
export async function withKeptCopy<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const answer = await fetcher()
    // Kept in the background: writing a 20,000-stock catalogue to IndexedDB must not hold back the
    // store's first card (keep never rejects).
    void keep(key, answer)
    return answer
  } catch (error) {
    if (!isUnreachable(error)) throw error
    const copy = await kept<T>(key)
    if (copy === undefined) throw error
    return copy
  }
}

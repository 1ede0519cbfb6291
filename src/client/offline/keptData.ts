import { clear, createStore, get, set, type UseStore } from 'idb-keyval'
import { ApiError } from '../transport/apiError'

/**
 * What a sale needs while the network is down (catalogue, ceremonies, students), kept in IndexedDB
 * under the API path it came from (so per university). idb-keyval: a kept, 600-byte key-value
 * store over IndexedDB, all this needs. A store of its own, so clearing it never touches another
 * module's data (such as queued sales).
 */
let store: UseStore | null = null
const keptStore = () => (store ??= createStore('pos-kept-data', 'answers'))
const available = () => typeof indexedDB !== 'undefined'

/** Whether the value was written (no IndexedDB, a full disk or a value it cannot copy: not). */
export async function keep(key: string, value: unknown): Promise<boolean> {
  if (!available()) return false
  return set(key, value, keptStore()).then(
    () => true,
    () => false,
  )
}

// Answers to keep once the page is idle, by key: a read of the key waits for its write, and a
// logout drops those not yet written (each belongs to the logout's generation or an earlier one).
const waiting = new Map<string, Promise<void>>()
let generation = 0
// The value each key was last kept with: the same object again (an unchanged answer held in
// memory, transport/heldAnswers.ts) has nothing new to write.
const lastKept = new Map<string, unknown>()

/** When the page is next idle (after the frames in hand are painted); at once without a page. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'undefined') setTimeout(resolve)
    else requestIdleCallback(() => resolve(), { timeout: 2_000 })
  })
}

/**
 * Keeps an answer once the page is idle. IndexedDB copies a value on the main thread as it is
 * written: a 20,000-stock catalogue held back the store's first card by 150–250 ms.
 */
export function keepWhenIdle(key: string, value: unknown): void {
  if (lastKept.get(key) === value) return
  lastKept.set(key, value)
  const scheduled = generation
  const written = whenIdle().then(async () => {
    if (scheduled !== generation) return
    // A write that failed is tried again with the next answer, even the same one unchanged.
    if (!(await keep(key, value)) && lastKept.get(key) === value) lastKept.delete(key)
  })
  waiting.set(key, written)
  void written.then(() => {
    if (waiting.get(key) === written) waiting.delete(key)
  })
}

export async function kept<T>(key: string): Promise<T | undefined> {
  if (!available()) return undefined
  await waiting.get(key)
  return get<T>(key, keptStore()).catch(() => undefined)
}

/** At logout: a signed-out kiosk keeps no university's data. */
export async function forgetKept(): Promise<void> {
  generation += 1
  waiting.clear()
  lastKept.clear()
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
    keepWhenIdle(key, answer)
    return answer
  } catch (error) {
    if (!isUnreachable(error)) throw error
    const copy = await kept<T>(key)
    if (copy === undefined) throw error
    return copy
  }
}

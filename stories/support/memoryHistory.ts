import { useSyncExternalStore } from 'react'
import type { BaseLocationHook } from 'wouter'
import type { HistoryControl } from '../../src/client/routes/history'

/** An address bar and Back button that live in memory, one per story. */
export function memoryHistory(initial = '/') {
  let entries = [initial]
  let index = 0
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const current = () => entries[index]!

  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) entries[index] = to
    else {
      entries = [...entries.slice(0, index + 1), to]
      index += 1
    }
    emit()
  }
  const useMemoryLocation: BaseLocationHook = () => [
    useSyncExternalStore(subscribe, current),
    navigate,
  ]
  const control: HistoryControl = {
    back(steps = 1) {
      index = Math.max(0, index - steps)
      emit()
    },
  }
  return {
    hook: useMemoryLocation,
    history: control,
    navigate,
    current,
    entries: () => [...entries],
  }
}

import { createContext, useContext, type ReactNode } from 'react'

export interface HistoryControl {
  /** Steps back in history, like the browser's Back button pressed `steps` times. */
  back: (steps?: number) => void
}

const browserHistory: HistoryControl = { back: (steps = 1) => window.history.go(-steps) }

const HistoryContext = createContext<HistoryControl>(browserHistory)

/** Stories give the app an in-memory history; the kiosk uses the browser's. */
export function HistoryProvider({
  value,
  children,
}: {
  value?: HistoryControl
  children: ReactNode
}) {
  return (
    <HistoryContext.Provider value={value ?? browserHistory}>{children}</HistoryContext.Provider>
  )
}

export function useBack() {
  return useContext(HistoryContext).back
}

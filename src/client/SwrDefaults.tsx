import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

/**
 * SWR's settings, for the pages that fetch with it (the kiosk and the university picker): the
 * credentials form does not, and leaves SWR out of its first JavaScript (a file of its own, so
 * AppProviders' chunk does not carry it).
 */
export function SwrDefaults({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ shouldRetryOnError: false }}>{children}</SWRConfig>
}

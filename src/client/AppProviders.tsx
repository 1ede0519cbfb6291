import type { ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SWRConfig } from 'swr'
import { theme } from './theme'

/** What every page of the kiosk renders inside: the theme, the baseline styles and SWR's settings. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ shouldRetryOnError: false }}>{children}</SWRConfig>
    </ThemeProvider>
  )
}

import type { ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SWRConfig } from 'swr'
import type { BootData } from '../domain/contract/boot'
import { LoginRoute } from './routes/LoginRoute'
import { PosApp } from './routes/PosApp'
import { theme } from './theme'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ shouldRetryOnError: false }}>{children}</SWRConfig>
    </ThemeProvider>
  )
}

export function App({ boot }: { boot: BootData }) {
  return (
    <AppProviders>{boot.page === 'pos' ? <PosApp /> : <LoginRoute boot={boot} />}</AppProviders>
  )
}

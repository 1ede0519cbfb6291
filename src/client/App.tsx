import { lazy, Suspense, type ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SWRConfig } from 'swr'
import type { BootData } from '../domain/contract/boot'
import { PosApp } from './routes/PosApp'
import { theme } from './theme'

// The login page and the kiosk are different pages: neither downloads the other's code.
const LoginRoute = lazy(() =>
  import('./routes/LoginRoute').then((m) => ({ default: m.LoginRoute })),
)

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
    <AppProviders>
      {boot.page === 'pos' ? (
        <PosApp />
      ) : (
        <Suspense fallback={null}>
          <LoginRoute boot={boot} />
        </Suspense>
      )}
    </AppProviders>
  )
}

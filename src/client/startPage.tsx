import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { BootData } from '../domain/contract/boot'
import { AppProviders } from './AppProviders'
import { readBoot } from './boot'
import { GlobalOverlays } from './routes/GlobalOverlays'
import { configureHttp } from './transport/http'
import { httpEvents } from './stores/ui'

/**
 * Starts one of the login pages (pickerMain.tsx, loginMain.tsx): each is an entry of its own, so
 * it loads neither the kiosk's code nor the other login page's.
 */
export function startPage(page: (boot: BootData) => ReactNode) {
  const boot = readBoot()
  configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken, ...httpEvents })
  const root = createRoot(document.getElementById('root')!)
  // A transition renders in slices that yield to the browser between them, so a slow kiosk's
  // first paint of the page is not one long task that holds up a tap or the page's first frame.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          {page(boot)}
          <GlobalOverlays />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { BootData } from '../domain/contract/boot'
import { AppProviders } from './AppProviders'
import { readBoot } from './boot'
import { GlobalOverlays } from './routes/GlobalOverlays'
import { configureHttp } from './transport/http'
import { httpEvents } from './stores/ui'

/**
 * Starts the university picker (pickerMain.tsx), an entry of its own so it loads none of the
 * kiosk's code. (The staff login page is rendered on the server and loads no script.)
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

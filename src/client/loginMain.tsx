import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './AppProviders'
import { configureHttp } from './transport/http'
import { readBoot } from './boot'
import { LoginRoute } from './routes/LoginRoute'
import { httpEvents } from './stores/ui'

// The university picker (/) and the credentials form (/{tenant}/login): a page of their own, so
// a kiosk's first visit downloads none of the kiosk's code (login.html, vite.config.ts).
const boot = readBoot()
configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken, ...httpEvents })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <LoginRoute boot={boot} />
    </AppProviders>
  </StrictMode>,
)

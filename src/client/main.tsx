import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { configureHttp } from './transport/http'
import { readBoot } from './boot'
import { startOffline } from './startOffline'
import { initSession } from './stores/session'
import { httpEvents } from './stores/ui'

const boot = readBoot()
initSession(boot)
configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken, ...httpEvents })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

startOffline(boot.page)

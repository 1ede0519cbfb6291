import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { configureHttp } from './api/http'
import { readBoot } from './boot'
import { startOffline } from './offline/startOffline'
import { initSession } from './stores/session'

const boot = readBoot()
initSession(boot)
configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App boot={boot} />
  </StrictMode>,
)

startOffline(boot.page)

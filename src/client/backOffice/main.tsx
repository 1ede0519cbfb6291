import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { configureHttp } from '../transport/http'
import { readBoot } from '../boot'
import { theme } from '../theme'
import { BackOfficeApp } from './routes/BackOfficeApp'

const boot = readBoot()
configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BackOfficeApp boot={boot} />
    </ThemeProvider>
  </StrictMode>,
)

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { configureHttp } from '../transport/http'
import { readBoot } from '../boot'
import { theme } from '../theme'
import { DateLocale } from '../components/DateLocale'
import { ReportApp } from './ReportApp'

const boot = readBoot()
configureHttp({ tenant: boot.tenant ?? '', csrfToken: boot.csrfToken })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The page names the university's locale in its lang: the date fields follow it. */}
      <DateLocale lang={document.documentElement.lang}>
        <ReportApp boot={boot} />
      </DateLocale>
    </ThemeProvider>
  </StrictMode>,
)

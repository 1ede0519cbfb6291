import type { ReactNode } from 'react'
import 'dayjs/locale/en-au'
import 'dayjs/locale/en-gb'
import 'dayjs/locale/en-nz'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'

/** The dayjs locales a university may name in its page's lang; each is a few hundred bytes. */
const KNOWN = new Set(['en-au', 'en-gb', 'en-nz', 'en'])

/** The university's locale as dayjs names it: en-AU unless the page names another known one. */
export function dateLocale(lang: string | null | undefined): string {
  const wanted = (lang ?? '').toLowerCase()
  return KNOWN.has(wanted) ? wanted : 'en-au'
}

/**
 * Date fields below follow the university's locale (DD/MM/YYYY for en-AU), not the browser's,
 * which a native date input would.
 */
export function DateLocale({ lang, children }: { lang: string | null; children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dateLocale(lang)}>
      {children}
    </LocalizationProvider>
  )
}

import type { University } from './login'

export const BOOT_ELEMENT_ID = 'boot-data'

/** What each server-rendered page hands the client, so its first screen needs no second round trip. */
export interface BootData {
  page: 'picker' | 'pos' | 'report' | 'admin'
  version: string
  universities: University[]
  tenant: string | null
  universityName: string | null
  user: {
    name: string
    email: string
    tenant: string
    /** A manager's kiosk menu links to the back office. */
    role: 'operator' | 'manager'
  } | null
  csrfToken: string | null
  reportsUrl: string | null
  webkioskUrl: string | null
  /** The kiosk page only: the public key an offline sale's staff PIN is encrypted with. */
  offlineKey?: string | null
  /** Every staff PIN's length when the university keeps them one length (PIN_LENGTH), else null. */
  pinLength?: number | null
  /** The kiosk page only: the server's (the university's) time zone, which says what today is. */
  timeZone?: string | null
}

import { BOOT_ELEMENT_ID, type BootData } from '../domain/contract/boot'

const EMPTY: BootData = {
  page: 'picker',
  version: '',
  universities: [],
  tenant: null,
  universityName: null,
  user: null,
  csrfToken: null,
  reportsUrl: null,
  webkioskUrl: null,
}

/** The first data the server embedded in the page. */
export function readBoot(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID)
  if (!element?.textContent) return EMPTY
  try {
    return { ...EMPTY, ...(JSON.parse(element.textContent) as Partial<BootData>) }
  } catch {
    return EMPTY
  }
}

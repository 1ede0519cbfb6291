import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { DEMO_PASSWORD, DEMO_PIN, DEMO_UNIVERSITIES, demoEmail } from '../../server/demo/demoLogins'
import type { ReceivedMail } from './globalSetup'

export const DEMO = { email: demoEmail('demo'), password: DEMO_PASSWORD, pin: DEMO_PIN }

/** Every test talks to the server the global setup started; its address is known only then. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, provide) => provide(process.env.E2E_BASE_URL),
})
export { expect }

/**
 * Another kiosk beside a test's own page: the config's viewport, reduced motion and service
 * workers, which a context made by hand does not inherit.
 */
export function kioskContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    serviceWorkers: base.info().project.use.serviceWorkers,
    ...options,
  })
}

/** Runs SQL against the kiosk's database (read-only use in assertions). */
export async function query<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const response = await fetch(`${process.env.E2E_INSPECT_URL}/sql`, {
    method: 'POST',
    body: JSON.stringify({ text }),
  })
  const rows = (await response.json()) as T[] | { message: string }
  if (!response.ok) throw new Error((rows as { message: string }).message)
  return rows as T[]
}

export async function mailbox(): Promise<ReceivedMail[]> {
  const response = await fetch(`${process.env.E2E_INSPECT_URL}/mail`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits for a message to arrive at the loopback SMTP server. */
export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailbox()).find(predicate)
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

const slugOf = (university: string) => {
  const found = DEMO_UNIVERSITIES.find((demo) => demo.name === university)
  if (!found) throw new Error(`No demo university is called ${university}`)
  return found.slug
}

/** Logs in as the demo staff of a university through the two login pages, ending at the menu. */
export async function loginThroughPages(page: Page, university = 'Demo University') {
  const slug = slugOf(university)
  await page.goto('/')
  await page.getByRole('combobox', { name: /university/i }).click()
  await page.getByRole('option', { name: university }).click()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new RegExp(`/${slug}/login`))
  await page.getByLabel('Email').fill(demoEmail(slug))
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(university.toUpperCase())
}

/**
 * The same for a test whose subject comes after the login: the calls the login page makes (its
 * CSRF token, then the credentials), in the page's own cookies, then the menu. The login pages
 * are login.e2e.ts's subject; loading them in every test cost a quarter of a test's CPU (about
 * 1 core-second of 4 for a login and the store, 8 of each timed). `origin` is a test's own
 * server (OwnKiosk.baseUrl); the shared one by default.
 */
export async function login(page: Page, university = 'Demo University', origin = '') {
  const slug = slugOf(university)
  // Connection: close, so the context's request pool keeps no socket: a test's route.fetch, a
  // few seconds later, would reuse it just as the server's keep-alive timeout (5 s) closes it,
  // and fail with ECONNRESET (offlineRestart.e2e.ts did, 6 s after its login, on a busy machine).
  const headers = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Connection: 'close',
  }
  const csrf = await page.request.get(`${origin}/${slug}/csrf`, { headers })
  expect(csrf.status()).toBe(200)
  const { token } = (await csrf.json()) as { token: string }
  const answer = await page.request.post(`${origin}/${slug}/login`, {
    headers: { ...headers, 'X-CSRF-TOKEN': token },
    data: { email: demoEmail(slug), password: DEMO.password },
  })
  expect(answer.status()).toBe(200)
  await page.goto(`${origin}/${slug}/pos`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(university.toUpperCase())
}

import { request, type Page, type Route } from '@playwright/test'
import type { SimulatorNext } from '../../domain/contract/terminal'
import { DEMO_PASSWORD, demoManagerEmail } from '../../server/demo/demoLogins'
import { expect, login, query } from './kiosk'

/**
 * The card terminal's tests sell at Northbridge: the simulator's next outcome is a university's
 * setting, and the other files sell at the Demo University at the same time.
 */
export const UNIVERSITY = 'Northbridge University'
const SLUG = 'northbridge'

/**
 * A manager, signed in on a context of their own, sets what the simulated terminal does next, on
 * the shared server or on `origin` (a test's own server, OwnKiosk.baseUrl).
 */
export async function setSimulator(next: SimulatorNext, origin = process.env.E2E_BASE_URL) {
  const manager = await request.newContext({ baseURL: origin })
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
  const token = async () =>
    ((await (await manager.get(`/${SLUG}/csrf`, { headers })).json()) as { token: string }).token
  const signedIn = await manager.post(`/${SLUG}/login`, {
    headers: { ...headers, 'X-CSRF-TOKEN': await token() },
    data: { email: demoManagerEmail(SLUG), password: DEMO_PASSWORD },
  })
  expect(signedIn.status()).toBe(200)
  const set = await manager.post(`/${SLUG}/terminal/simulator`, {
    headers: { ...headers, 'X-CSRF-TOKEN': await token() },
    data: { next },
  })
  expect(set.status()).toBe(204)
  await manager.dispose()
}

/**
 * Signs in at Northbridge and puts a Graduation Bear in a stage sale at the first ceremony, at
 * the payment: the ceremony's name.
 */
export async function stageBearAtPayment(page: Page, origin = ''): Promise<string> {
  await login(page, UNIVERSITY, origin)
  await page.getByRole('button', { name: 'Stage' }).click()
  const ceremony = page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first()
  const name = (await ceremony.locator('.MuiListItemText-primary').textContent())!
  await ceremony.click()
  await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
  return name
}

export const cardStep = (page: Page) => page.getByRole('region', { name: 'Card terminal' })

/** The order a confirmation shows, by its number. */
export const orderIdShown = async (page: Page) =>
  Number(await page.getByLabel('Order number').textContent()) - 546674

export interface AttemptRow {
  state: string
  order_id: number | null
  needs_refund: boolean
  cancelled_by_operator: boolean
  receipt: string | null
}

/** The terminal attempts made since `since` (an ISO time) at Northbridge, oldest first. */
export const attemptsSince = (since: string) =>
  query<AttemptRow>(
    `SELECT a.state, a.order_id, a.needs_refund, a.cancelled_by_operator, a.receipt
       FROM terminal_attempts a JOIN universities u ON u.id = a.university_id
      WHERE u.slug = '${SLUG}' AND a.created_at >= '${since}' ORDER BY a.created_at`,
  )

/**
 * Holds back the kiosk's questions about an attempt (GET …/terminal/payments/{id}), as a cut
 * would: the server and the terminal carry on, and the kiosk does not learn how the payment
 * ended until the questions are let through again (the function returned).
 */
export async function holdKioskQuestions(page: Page): Promise<() => Promise<void>> {
  const questions = /\/terminal\/payments\/[0-9a-f-]{36}$/
  const abort = (route: Route) =>
    route.request().method() === 'GET' ? route.abort('connectionreset') : route.fallback()
  await page.route(questions, abort)
  return () => page.unroute(questions, abort)
}

/**
 * Signs in at Northbridge and opens the upgrade of a pre-order's `item` (a frame) to a Premium
 * Timber Frame with a Black mat, at its payment: the pre-order's number.
 */
export async function frameUpgradeAtPayment(page: Page, item: string): Promise<string> {
  const [order] = await query<{ id: number }>(
    `SELECT o.id FROM orders o JOIN universities u ON u.id = o.university_id
       JOIN order_items i ON i.order_id = o.id
      WHERE u.slug = '${SLUG}' AND i.name = '${item}' AND o.deleted_at IS NULL
      ORDER BY o.id LIMIT 1`,
  )
  const number = String(order!.id + 546674).padStart(10, '0')
  await login(page, UNIVERSITY)
  await page.getByRole('button', { name: 'Customer lookup' }).click()
  await page.getByLabel('Keyword').fill(number)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('table', { name: 'Orders found' })
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: 'SEE ORDER' })
    .click()
  await page
    .getByRole('listitem', { name: item, exact: true })
    .getByRole('button', { name: 'UPGRADE' })
    .click()
  await page.getByRole('button', { name: /^Premium Timber Frame/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Matboard Colour' })
    .getByRole('button', { name: 'Black' })
    .click()
  await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click()
  await page.getByRole('button', { name: 'CONFIRM' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
  return number
}

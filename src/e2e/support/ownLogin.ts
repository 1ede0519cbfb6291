import { expect, type Page } from '@playwright/test'
import { DEMO_LOGIN, type OwnKiosk } from './ownKiosk'

/** Logs in as the demo university's staff on a test's own server, ending at the main menu. */
export async function loginOwn(page: Page, kiosk: OwnKiosk) {
  await page.goto(`${kiosk.baseUrl}/demo/login`)
  await page.getByLabel('Email').fill(DEMO_LOGIN.email)
  await page.getByLabel('Password').fill(DEMO_LOGIN.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

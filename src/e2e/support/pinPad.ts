import type { Page } from '@playwright/test'

/** The demo staff member's PIN, which every demo university's operators share. */
export const STAFF_PIN = '1234'

/** Types a PIN on the kiosk's PIN pad, key by key as an operator does, and submits it. */
export async function enterPin(page: Page, pin = STAFF_PIN) {
  const dialog = page.getByRole('dialog', { name: 'Staff Pin Number' })
  for (const digit of pin) await dialog.getByRole('button', { name: digit, exact: true }).click()
  await dialog.getByRole('button', { name: 'Submit' }).click()
}

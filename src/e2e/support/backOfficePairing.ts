import type { Browser, Page } from '@playwright/test'
import { demoManagerEmail } from '../../server/demo/demoLogins'
import { DEMO, expect, kioskContext } from './kiosk'

/**
 * The demo manager, in a browser of their own, pairs a kiosk's code with a terminal named `label`
 * in the back office's Card terminals, and sees it confirmed. `typed` is the code as typed (the
 * back office takes it in any case). The page is left open on the list; the caller closes it.
 */
export async function pairInBackOffice(
  browser: Browser,
  pairing: { code: string; label: string; typed?: string },
): Promise<Page> {
  const office = await (await kioskContext(browser)).newPage()
  await office.goto('/demo/login')
  await office.getByLabel('Email').fill(demoManagerEmail('demo'))
  await office.getByLabel('Password').fill(DEMO.password)
  await office.getByRole('button', { name: 'Submit' }).click()
  await expect(office.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
  await office.goto('/demo/admin')
  await office.getByRole('tab', { name: 'Card terminals' }).click()
  await office.getByRole('button', { name: 'Pair a kiosk' }).click()
  const dialog = office.getByRole('dialog', { name: 'Pair a kiosk' })
  await dialog.getByLabel('Kiosk code').fill(pairing.typed ?? pairing.code)
  await dialog.getByLabel('Terminal name').fill(pairing.label)
  await dialog.getByRole('button', { name: 'Pair' }).click()
  await expect(dialog).toBeHidden()
  await expect(office.getByRole('status')).toHaveText(
    `Kiosk ${pairing.code} is paired with “${pairing.label}”.`,
  )
  return office
}

import { demoManagerEmail } from '../server/demo/demoLogins'
import { DEMO, expect, query, test } from './support/kiosk'

/** The back office in Chromium: a manager signs in, adds a ceremony and a person, and sees both. */

test('a manager adds a ceremony and a staff member in the back office and sees both in the audit log', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Names of this run's own, so other files' data never match.
  const run = Date.now().toString(36)
  const code = `E2E-${run}`.toUpperCase()
  const ceremonyName = `Back office ceremony ${run}`
  const email = `nina-${run}@demo.example`

  await test.step('the manager signs in and opens the back office from the menu', async () => {
    await page.goto('/demo/login')
    await page.getByLabel('Email').fill(demoManagerEmail('demo'))
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await page.getByRole('link', { name: 'Back office' }).click()
    await expect(page).toHaveURL(/\/demo\/admin/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Demo University · Back office',
    )
  })

  await test.step('adds a ceremony, which the list then shows', async () => {
    await expect(page.getByRole('table', { name: 'Ceremonies' })).toBeVisible()
    await page.getByRole('button', { name: 'New ceremony' }).click()
    const dialog = page.getByRole('dialog', { name: 'New ceremony' })
    await dialog.getByLabel('Code').fill(code)
    await dialog.getByLabel('Name').fill(ceremonyName)
    await dialog.getByLabel('Date').fill('2031-03-14')
    await dialog.getByLabel('Start time').fill('14:30')
    await dialog.getByLabel('Venue').fill('Great Hall')
    await dialog.getByRole('button', { name: 'Add ceremony' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status')).toHaveText(`${ceremonyName} is saved.`)
    await page.getByRole('searchbox', { name: /search/i }).fill(code)
    const row = page.getByRole('row').filter({ hasText: ceremonyName })
    await expect(row).toContainText('14:30')
    await expect(row).toContainText('Great Hall')
  })

  await test.step('adds a staff member, who the list then shows', async () => {
    await page.getByRole('tab', { name: 'Staff' }).click()
    await page.getByRole('button', { name: 'Add staff' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add staff' })
    await dialog.getByLabel('Name').fill('Nina New')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill('a-long-password')
    await dialog.getByLabel('PIN', { exact: false }).fill('86421')
    await dialog.getByRole('button', { name: 'Add staff member' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active')
  })

  await test.step('the audit log names the manager for both', async () => {
    await page.getByRole('tab', { name: 'Audit log' }).click()
    const log = page.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row').filter({ hasText: 'ceremony.create' }).first()).toContainText(
      'Demo Manager',
    )
    await expect(log.getByRole('row').filter({ hasText: email })).toContainText('staff.add')
  })

  const [ceremony] = await query<{ name: string; venue: string }>(
    `SELECT name, venue FROM ceremonies WHERE code = '${code}'`,
  )
  expect(ceremony).toEqual({ name: ceremonyName, venue: 'Great Hall' })
  const [person] = await query<{ role: string }>(`SELECT role FROM staff WHERE email = '${email}'`)
  expect(person).toEqual({ role: 'operator' })
})

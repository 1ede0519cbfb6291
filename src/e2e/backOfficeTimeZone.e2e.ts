import { demoManagerEmail } from '../server/demo/demoLogins'
import { formatClock, wallClockIn } from '../domain/dates'
import { DEMO, expect, query, test } from './support/kiosk'

/**
 * A manager whose browser is set to another time zone than the university's (the server's) sees
 * the audit log's times in the university's zone.
 */

const BROWSER_ZONE = 'Pacific/Auckland'
test.use({ timezoneId: BROWSER_ZONE })

test("the audit log shows the university's time, not the browser's", async ({ page }) => {
  test.setTimeout(120_000)
  const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  expect(serverZone).not.toBe(BROWSER_ZONE)
  const email = `zone-${Date.now().toString(36)}@demo.example`

  await page.goto('/demo/login')
  await page.getByLabel('Email').fill(demoManagerEmail('demo'))
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
  await page.goto('/demo/admin#/staff')
  await page.getByRole('button', { name: 'Add staff' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add staff' })
  await dialog.getByLabel('Name').fill('Zoe Zone')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill('a-long-password')
  await dialog.getByLabel('PIN', { exact: false }).fill('86427')
  await dialog.getByRole('button', { name: 'Add staff member' }).click()
  await expect(dialog).toBeHidden()

  const [line] = await query<{ at: string }>(
    `SELECT created_at AS at FROM audit_log WHERE action = 'staff.add' AND details::text LIKE '%${email}%'`,
  )
  const university = formatClock(wallClockIn(line!.at, serverZone))
  const browsers = formatClock(wallClockIn(line!.at, BROWSER_ZONE))
  expect(university).not.toBe(browsers)

  await page.getByRole('tab', { name: 'Audit log' }).click()
  const row = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: email })
  await expect(row).toContainText(university)
  await expect(row).not.toContainText(browsers)
})

import { demoManagerEmail } from '../server/demo/demoLogins'
import { DEMO, expect, kioskContext, login, test } from './support/kiosk'

/**
 * The kiosk's menu names the kiosk by the code a manager pairs it with, and the terminal it is
 * paired with. At the Demo University, whose simulator pairs a kiosk on first use.
 */
test("the menu shows the kiosk's code, and the terminal a manager pairs with that code", async ({
  page,
  browser,
}) => {
  const label = `Hall ${Date.now().toString(36)} terminal`
  let code = ''

  await test.step("the menu shows the kiosk's code and its simulated terminal", async () => {
    await login(page, 'Demo University')
    const line = page.getByText(/^Kiosk K-[0-9A-F]{6} · /)
    await expect(line).toBeVisible()
    code = /K-[0-9A-F]{6}/.exec((await line.textContent()) ?? '')![0]
    await expect(line).toHaveText(`Kiosk ${code} · Card terminal: ${code} terminal`)
  })

  const office = await (await kioskContext(browser)).newPage()
  await test.step('a manager pairs the code read off the menu, in the back office', async () => {
    await office.goto('/demo/login')
    await office.getByLabel('Email').fill(demoManagerEmail('demo'))
    await office.getByLabel('Password').fill(DEMO.password)
    await office.getByRole('button', { name: 'Submit' }).click()
    await expect(office.getByRole('heading', { level: 1 })).toContainText('DEMO UNIVERSITY')
    await office.goto('/demo/admin')
    await office.getByRole('tab', { name: 'Card terminals' }).click()
    await office.getByRole('button', { name: 'Pair a kiosk' }).click()
    const dialog = office.getByRole('dialog', { name: 'Pair a kiosk' })
    await dialog.getByLabel('Kiosk code').fill(code)
    await dialog.getByLabel('Terminal name').fill(label)
    await dialog.getByRole('button', { name: 'Pair' }).click()
    await expect(office.getByRole('status')).toHaveText(`Kiosk ${code} is paired with “${label}”.`)
  })
  await office.context().close()

  await test.step('after a reload the menu names the terminal the manager paired', async () => {
    await page.reload()
    await expect(page.getByText(/^Kiosk K-/)).toHaveText(`Kiosk ${code} · Card terminal: ${label}`)
  })
})

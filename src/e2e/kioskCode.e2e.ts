import { pairInBackOffice } from './support/backOfficePairing'
import { expect, login, test } from './support/kiosk'

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

  await test.step('a manager pairs the code read off the menu, in the back office', async () => {
    const office = await pairInBackOffice(browser, { code, label })
    await office.context().close()
  })

  await test.step('after a reload the menu names the terminal the manager paired', async () => {
    await page.reload()
    await expect(page.getByText(/^Kiosk K-/)).toHaveText(`Kiosk ${code} · Card terminal: ${label}`)
  })
})

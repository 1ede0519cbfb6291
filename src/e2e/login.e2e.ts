import { expect, login, loginThroughPages, query, test } from './support/kiosk'

test.describe('logging in and out', () => {
  test('Demo University staff log in, see their menu and log out', async ({ page }) => {
    await loginThroughPages(page, 'Demo University')
    await expect(page).toHaveURL(/\/demo\/pos#\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DEMO UNIVERSITY Ceremony POS')
    await page.getByRole('button', { name: /go back & logout/i }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    // The session is gone on the server too: the kiosk page sends us back to log in.
    await page.goto('/demo/pos')
    await expect(page).toHaveURL(/\/demo\/login$/)
  })

  test('Northbridge staff log in to their own university', async ({ page }) => {
    await loginThroughPages(page, 'Northbridge University')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'NORTHBRIDGE UNIVERSITY Ceremony POS',
    )
  })

  test("a wrong password shows the server's error under the heading and clears the password", async ({
    page,
  }) => {
    const failuresBefore = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'login.failed'",
    )
    await page.goto('/demo/login')
    await page.getByLabel('Email').fill('staff@demo.example')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Submit' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Whoops! Something went wrong.')
    await expect(alert).toContainText('These credentials do not match our records.')
    // The address is the login page's own, not the form's target: a reload shows the page again.
    await expect(page).toHaveURL(/\/demo\/login\?refused=credentials&email=staff%40demo\.example$/)
    await expect(page.getByLabel('Email')).toHaveValue('staff@demo.example')
    await expect(page.getByLabel('Password')).toHaveValue('')
    // The card with its error still fits the 1280×800 screen: Submit is not pushed below the fold.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(800)
    const submit = await page.getByRole('button', { name: 'Submit' }).boundingBox()
    expect(submit!.y + submit!.height).toBeLessThanOrEqual(800)
    const failuresAfter = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'login.failed'",
    )
    expect(failuresAfter[0]!.n).toBe(failuresBefore[0]!.n + 1)
  })

  test('a refused sign-in for the back office keeps leading to the back office', async ({
    page,
  }) => {
    await page.goto('/demo/login?return=admin')
    await page.getByLabel('Email').fill('staff@demo.example')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    )
    await expect(page).toHaveURL(/\/demo\/login\?.*return=admin/)
    await expect(page.locator('input[name="return"]')).toHaveValue('admin')
  })

  test('the credentials page leads back to the university picker', async ({ page }) => {
    await page.goto('/demo/login')
    await page.getByRole('link', { name: 'Not your university? Choose another' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  })

  test("a session of demo cannot read Northbridge's ceremonies", async ({ page }) => {
    await login(page, 'Demo University')
    const answer = await page.evaluate(async () => {
      const response = await fetch('/northbridge/ceremonies', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
      return { status: response.status, body: (await response.json()) as { message: string } }
    })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBeTruthy()
  })
})

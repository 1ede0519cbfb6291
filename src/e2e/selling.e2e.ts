import type { Page } from '@playwright/test'
import { DEMO, expect, login, query, test, waitForMail } from './support/kiosk'
import { enterPin } from './support/pinPad'

/** The store opens on its products, the category panel shut until asked for. */
async function storeOpen(page: Page) {
  await expect(page.getByRole('button', { name: /^Graduation Bear, \$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Select Categories' })).toHaveCount(0)
}

async function openGeneralStore(page: Page) {
  await login(page)
  await page.getByRole('button', { name: 'POS' }).click()
  await storeOpen(page)
}

async function addProduct(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}, \\$`) }).click()
}

/** Cash asks what was handed over: the exact total here. */
async function tenderExact(page: Page) {
  const pad = page.getByRole('region', { name: 'Cash tendered' })
  await pad.getByRole('button', { name: /^Exact / }).click()
  await pad.getByRole('button', { name: 'Continue' }).click()
}

/** Logs in and opens the stage store at the first ceremony listed. */
async function openStageStore(page: Page) {
  await login(page)
  await page.getByRole('button', { name: 'Stage' }).click()
  await page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first().click()
  await storeOpen(page)
}

/** The ordering system's reference of an order, once it has one. */
async function referenceOf(id: number): Promise<string | null> {
  const [row] = await query<{ ges: string | null }>(
    `SELECT json->>'ges_order_id' AS ges FROM orders WHERE id = ${id}`,
  )
  return row!.ges
}

const cartLine = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Cart' }).getByRole('listitem', { name })

test.describe('selling at the counter', () => {
  test('a stage sale: ceremony, a bear and a framed mat, EFTPOS, confirmed, back to an empty cart', async ({
    page,
  }) => {
    await login(page)
    await page.getByRole('button', { name: 'Stage' }).click()
    const ceremony = page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first()
    const ceremonyName = (await ceremony.locator('.MuiListItemText-primary').textContent())!
    await ceremony.click()
    await storeOpen(page)
    await expect(
      page.getByRole('button', { name: `Ceremony Selection: ${ceremonyName}` }),
    ).toBeVisible()

    await addProduct(page, 'Graduation Bear')
    await addProduct(page, 'Classic Degree Frame')
    await expect(page.getByRole('heading', { name: 'Select Matboard Colour' })).toBeVisible()
    await page.getByRole('button', { name: 'Burgundy' }).click()
    await expect(cartLine(page, 'Classic Degree Frame (Burgundy)')).toBeVisible()
    await expect(page.getByLabel('Total', { exact: true })).toHaveText('$130.00')
    await expect(page.getByLabel('GST', { exact: true })).toHaveText('$11.82')

    await page.getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await expect(
      page.getByText(`You've selected ${ceremonyName} as the ceremony for this order.`),
    ).toBeVisible()
    await expect(page.getByLabel('Total (GST inc.)')).toHaveText('$130.00')
    await page.getByRole('button', { name: 'EFTPOS' }).click()

    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const orderNumber = (await page.getByLabel('Order number').textContent())!
    await expect(page.getByLabel('Total paid')).toHaveText('$130.00')
    const id = Number(orderNumber) - 546674
    const [order] = await query<{
      pos_operator: number
      amount: string
      type: string
      ges: string | null
    }>(
      `SELECT pos_operator, amount::text, type, json->>'ges_order_id' AS ges FROM orders WHERE id = ${id}`,
    )
    expect(order).toMatchObject({ pos_operator: 0, amount: '130.00', type: 'Order#Eftpos' })
    const items = await query<{ name: string }>(
      `SELECT name FROM order_items WHERE order_id = ${id} ORDER BY id`,
    )
    expect(items.map((i) => i.name)).toEqual([
      'Graduation Bear',
      'Classic Degree Frame with Burgundy Mat',
    ])
    // On stage the order goes to the ordering system as soon as it is confirmed.
    await expect.poll(() => referenceOf(id)).toMatch(/^R\d+$/)

    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeHidden()
    await expect(page.getByText('Tap a product to add it.')).toBeVisible()
    await expect(page.getByLabel('Total', { exact: true })).toHaveText('$0.00')
    await expect(
      page.getByRole('button', { name: `Ceremony Selection: ${ceremonyName}` }),
    ).toBeVisible()
  })

  test('a posted item: one student, shipping form with phone validation, cash, wrong then right PIN, emailed receipt', async ({
    page,
  }) => {
    await openGeneralStore(page)
    await addProduct(page, 'Studio Portrait Session')
    await page.getByRole('button', { name: 'Check out' }).click()
    const lookup = page.getByRole('dialog', { name: 'Customer Lookup' })
    // An item that must be posted cannot go out without a customer.
    await expect(lookup.getByRole('button', { name: 'Check out without customer' })).toHaveCount(0)
    await lookup.getByLabel('Student ID').fill('41001002')
    await lookup.getByRole('button', { name: 'Search' }).click()

    await expect(page.getByRole('heading', { name: 'Student Details' })).toBeVisible()
    await expect(page.getByText('ID: 41001002')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Jordan')
    await expect(page.getByLabel('Street Address')).toHaveValue('11 Example Street')
    await page.getByLabel('Phone').fill('12')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Invalid phone number.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Student Details' })).toBeVisible()
    await page.getByLabel('Phone').fill('0412 345 699')
    await expect(page.getByText('Invalid phone number.')).toBeHidden()
    await page.getByLabel('Email').fill('jordan.receipt@student.example')
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
    await expect(page.getByLabel('Total (GST inc.)')).toHaveText('$120.00')
    await page.getByRole('button', { name: 'Cash' }).click()
    await tenderExact(page)
    await enterPin(page, '9999')
    await expect(
      page.getByRole('dialog', { name: 'Staff Pin Number' }).getByRole('alert'),
    ).toHaveText('Invalid PIN code.')
    await enterPin(page, DEMO.pin)

    // The receipt question comes first, over the confirmation.
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    await expect(
      page.getByText("We've sent the order confirmation to the customer's email."),
    ).toBeVisible()
    const orderNumber = (await page.getByLabel('Order number').textContent())!
    const id = Number(orderNumber) - 546674
    const [order] = await query<{
      pos_operator: number
      customer_id: number
      phone: string
      address: { extra_city: string }
    }>(`SELECT pos_operator, customer_id, phone, address FROM orders WHERE id = ${id}`)
    const [staff] = await query<{ id: number }>(
      "SELECT id FROM staff WHERE email = 'staff@demo.example'",
    )
    expect(order).toMatchObject({
      pos_operator: staff!.id,
      phone: '+61412345699',
      address: { extra_city: 'Carlton' },
    })

    const mail = await waitForMail((m) => m.to.includes('jordan.receipt@student.example'))
    expect(mail.text).toContain(orderNumber)
    expect(mail.text).toContain('Studio Portrait Session')
    // Asked for before the confirmation pushed the order, the receipt still has its reference.
    const [pushed] = await query<{ reference: string }>(
      `SELECT json->>'ges_order_id' AS reference FROM orders WHERE id = ${id}`,
    )
    expect(pushed!.reference).toBeTruthy()
    expect(mail.text).toContain(`Reference Number: ${pushed!.reference}`)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText('Tap a product to add it.')).toBeVisible()
  })

  test('express checkout without a customer, then no receipt', async ({ page }) => {
    await openGeneralStore(page)
    await addProduct(page, 'Graduation Posy')
    await addProduct(page, 'Graduation Posy')
    await expect(page.getByLabel('Quantity of Graduation Posy')).toHaveText('2')
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await page.getByRole('option').first().click()
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await enterPin(page, DEMO.pin)
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'No' })
      .click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    await expect(page.getByLabel('Total paid')).toHaveText('$60.00')
    const id = Number(await page.getByLabel('Order number').textContent()) - 546674
    await expect(
      page.getByText("We've sent the order confirmation to the customer's email."),
    ).toBeHidden()
    const [order] = await query<{ customer_id: number | null; name: string; lastname: string }>(
      `SELECT customer_id, name, lastname FROM orders WHERE id = ${id}`,
    )
    expect(order).toEqual({ customer_id: null, name: 'POS', lastname: 'Customer' })
    // Answering the receipt question sends the order to the ordering system.
    await expect.poll(() => referenceOf(id)).toMatch(/^R\d+$/)
  })

  test('a student id with several records shows Multiple Results Found', async ({ page }) => {
    await openGeneralStore(page)
    await addProduct(page, 'Charm Bear Keyring')
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByLabel('Student ID').fill('41001003')
    await page.getByRole('button', { name: 'Search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Multiple Results Found' })
    await expect(dialog.getByText('Please select one of the records')).toBeVisible()
    const records = dialog.getByRole('list', { name: 'Students' }).getByRole('button')
    await expect(records).toHaveCount(2)
    await records.nth(1).click()
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
    // The student's own ceremony is offered for the order.
    await expect(
      page.getByText(/You've selected .+ as the ceremony for this order\./),
    ).toBeVisible()
  })

  test('an unknown student id, an empty cart and a missing ceremony each say so', async ({
    page,
  }) => {
    await openGeneralStore(page)
    await page.getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('alertdialog')).toHaveText(/Your cart is empty/)
    await page.getByRole('button', { name: 'OK' }).click()

    await addProduct(page, 'Rose Bouquet')
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Please enter a student ID.')).toBeVisible()
    await page.getByLabel('Student ID').fill('99999999')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No student with ID 99999999.')).toBeVisible()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    // The demo has two ceremonies today, so none is chosen for the cashier: Cash and EFTPOS are
    // off with the reason beside them, and nothing is said in red until one is tapped.
    const cash = page.getByRole('button', { name: 'Cash' })
    await expect(cash).toBeDisabled()
    await expect(cash).toHaveAccessibleDescription('Choose a ceremony first')
    await expect(page.getByText('Please select a ceremony.')).toHaveCount(0)
    const top = (await cash.boundingBox())!.y
    // Tapped anyway (a greyed card still answers a finger, so force past the enabled check).
    await cash.click({ force: true })
    await expect(page.getByRole('alert')).toHaveText('Please select a ceremony.')
    await expect(page.getByRole('region', { name: 'Cash tendered' })).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await page.getByRole('option').first().click()
    await expect(cash).toBeEnabled()
    expect((await cash.boundingBox())!.y).toBe(top)
  })
})

test.describe('a sale is saved once', () => {
  test('Back after paying shows the same order; Back after Done does not offer to pay again', async ({
    page,
  }) => {
    await openStageStore(page)
    await addProduct(page, 'Charm Bear Keyring')
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Cash' }).click()
    await tenderExact(page)
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = Number(await page.getByLabel('Order number').textContent()) - 546674
    const count = async () =>
      (await query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id >= ${id}`))[0]!.n

    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    await expect(page.getByLabel('Order number')).toHaveText(String(id + 546674).padStart(10, '0'))
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText('Tap a product to add it.')).toBeVisible()
    await page.goBack()
    await expect(page.getByText('Tap a product to add it.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toHaveCount(0)
    expect(await count()).toBe(1)
  })

  test('a frame sold on stage can be upgraded straight away to another mat', async ({ page }) => {
    await openStageStore(page)
    await addProduct(page, 'Classic Degree Frame')
    await page.getByRole('button', { name: 'Forest Green' }).click()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const orderNumber = (await page.getByLabel('Order number').textContent())!
    await page.getByRole('button', { name: 'Done' }).click()

    // The same catalogue, already used by the cart, now offers the frame as an upgrade.
    await page.getByRole('button', { name: 'Customer lookup' }).click()
    await page.getByLabel('Keyword').fill(orderNumber)
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('row', { name: new RegExp(orderNumber) })
      .getByRole('button', { name: 'SEE ORDER' })
      .click()
    await page
      .getByRole('listitem', { name: 'Classic Degree Frame with Forest Green Mat' })
      .getByRole('button', { name: 'UPGRADE' })
      .click()
    await page.getByRole('button', { name: /^Classic Degree Frame/ }).click()
    await expect(page.getByRole('heading', { name: 'Select Matboard Colour' })).toBeVisible()
    await page.getByRole('button', { name: 'Black' }).click()
    await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click()
    // Another mat of the same frame costs nothing more: no payment question.
    await page.getByRole('button', { name: 'CONFIRM' }).click()
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'No' })
      .click()
    await expect(page.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    const items = await query<{ name: string }>(
      `SELECT name FROM order_items WHERE order_id = ${Number(orderNumber) - 546674} ORDER BY id`,
    )
    expect(items.map((i) => i.name)).toEqual([
      'Classic Degree Frame with Forest Green Mat',
      'Classic Degree Frame with Black Mat',
    ])
  })
})

test.describe('the session timer', () => {
  test('5 idle minutes bring the expiry dialog; extending keeps the cart, letting it run out empties it', async ({
    page,
  }) => {
    await page.clock.install()
    await openGeneralStore(page)
    await addProduct(page, 'Graduation Bear')
    await page.clock.fastForward('05:01')
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' })
    await expect(dialog).toContainText('Your session expires in 30 s.')
    await dialog.getByRole('button', { name: 'Extend session' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Quantity of Graduation Bear')).toHaveText('1')

    await page.clock.fastForward('05:01')
    await expect(dialog).toBeVisible()
    await page.clock.fastForward('00:10')
    await expect(dialog).toContainText(/Your session expires in 2\d s\./)
    await page.clock.fastForward('00:25')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DEMO UNIVERSITY Ceremony POS')
    await page.getByRole('button', { name: 'POS' }).click()
    await expect(page.getByText('Tap a product to add it.')).toBeVisible()
  })
})

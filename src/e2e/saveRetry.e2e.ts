import { expect, test } from '@playwright/test'
import { login } from './support/kiosk'
import { OwnKiosk } from './support/ownKiosk'

/**
 * A save that fails because the server went away says so in plain words, and TRY AGAIN (the same
 * Idempotency-Key) saves the sale once the server is back: one order, not two.
 */

let kiosk: OwnKiosk
/** The orders the demo data holds before the sale. */
let ordersBefore: number

const countOrders = async () =>
  (await kiosk.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n

// Starting (and restarting) a server of its own takes a while on a busy machine.
test.setTimeout(240_000)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  kiosk = await OwnKiosk.create()
  // The first start creates the demo data; counted with the server stopped (it locks DATA_DIR).
  await kiosk.start()
  await kiosk.stop()
  ordersBefore = await countOrders()
  await kiosk.start()
})

test.afterAll(async () => {
  await kiosk?.dispose()
})

test('a stage sale paid by card while the server is down is saved once when it is back', async ({
  page,
}) => {
  await login(page, 'Demo University', kiosk.baseUrl)
  await page.getByRole('button', { name: 'Stage' }).click()
  await page.getByRole('list', { name: 'Ceremonies' }).getByRole('button').first().click()
  await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()

  await kiosk.stop()
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  // No answer: the kiosk keeps sending the payment under its one key until the server answers.
  const terminal = page.getByRole('region', { name: 'Card terminal' })
  await expect(terminal.getByRole('heading', { name: 'Checking the terminal…' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeHidden()

  await kiosk.start()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  const orderNumber = (await page.getByLabel('Order number').textContent())!
  const id = Number(orderNumber) - 546674

  // The sale is in the database once: read it there with the server stopped (it locks DATA_DIR).
  await kiosk.stop()
  expect(await countOrders()).toBe(ordersBefore + 1)
  const [order] = await kiosk.query<{ amount: string; type: string; items: number }>(
    `SELECT amount::text, type, (SELECT count(*)::int FROM order_items WHERE order_id = o.id) AS items
     FROM orders o WHERE id = ${id}`,
  )
  expect(order).toEqual({ amount: '35.00', type: 'Order#Eftpos', items: 1 })
})

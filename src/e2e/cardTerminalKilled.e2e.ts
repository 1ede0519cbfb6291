import { expect, test } from '@playwright/test'
import { cardStep, orderIdShown, setSimulator, stageBearAtPayment } from './support/cardTerminal'
import { OwnKiosk } from './support/ownKiosk'

/**
 * The server dies (kill -9) while a card payment is on the terminal, and comes back on the same
 * port and data. The kiosk says it is checking the terminal while it cannot reach the server,
 * then shows the payment's true outcome; the order is in the database once.
 */

let kiosk: OwnKiosk

// Starting (and restarting) a server of its own takes a while on a busy machine, and the slow
// terminal takes 20 s to approve.
test.setTimeout(180_000)

test.beforeAll(async () => {
  test.setTimeout(120_000)
  kiosk = await OwnKiosk.create()
  await kiosk.start()
})

test.afterAll(async () => {
  await kiosk?.dispose()
})

test('the server killed mid-payment: the kiosk checks the terminal, then shows the approval; one order', async ({
  page,
}) => {
  await setSimulator('slow', kiosk.baseUrl)
  await stageBearAtPayment(page, kiosk.baseUrl)
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  // The attempt is written and the terminal has the amount: the payment is on the terminal.
  await expect(cardStep(page).getByRole('status', { name: 'The terminal says' })).toHaveText(
    'PRESENT CARD',
  )

  await kiosk.stop('SIGKILL')
  await expect(
    cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
  ).toBeVisible()
  await expect(cardStep(page).getByText('The kiosk cannot reach the server.')).toBeVisible()

  await kiosk.start()
  // The restarted server asks the terminal about the attempt the killed one left open, and saves
  // the sale when the terminal says it approved.
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({
    timeout: 60_000,
  })
  const id = await orderIdShown(page)

  // Read with the server stopped (it holds DATA_DIR's lock).
  await kiosk.stop()
  const attempts = await kiosk.query<{ state: string; order_id: number | null }>(
    'SELECT state, order_id FROM terminal_attempts',
  )
  expect(attempts).toEqual([{ state: 'approved', order_id: id }])
  const orders = await kiosk.query<{ id: number; type: string; amount: string }>(
    `SELECT id, type, amount::text FROM orders
      WHERE created_at >= (SELECT created_at FROM terminal_attempts) ORDER BY id`,
  )
  expect(orders).toEqual([{ id, type: 'Order#Eftpos', amount: '35.00' }])
})

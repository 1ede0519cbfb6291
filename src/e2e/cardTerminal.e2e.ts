import type { Page } from '@playwright/test'
import { DEMO_MANAGER_PIN } from '../server/demo/demoLogins'
import { expect, login, query, test } from './support/kiosk'
import { enterPin } from './support/pinPad'
import {
  attemptsSince,
  cardStep,
  frameUpgradeAtPayment,
  holdKioskQuestions,
  orderIdShown,
  setSimulator,
  stageBearAtPayment,
  UNIVERSITY,
} from './support/cardTerminal'

const now = async () => (await query<{ now: string }>(`SELECT now()::text AS now`))[0]!.now

test.describe('paying by card on the terminal', () => {
  // The simulator's setting stays until it is set again: every test starts from approve.
  test.afterEach(async () => setSimulator('approve'))

  test('approved: the terminal shows its lines, the order is saved with its reference', async ({
    page,
  }) => {
    const since = await now()
    await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Present the card on the terminal' }),
    ).toBeVisible()
    await expect(cardStep(page).getByLabel('Amount on the terminal')).toHaveText('$35.00')
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = await orderIdShown(page)
    const [attempt] = await attemptsSince(since)
    expect(attempt).toMatchObject({ state: 'approved', order_id: id })
    expect(attempt!.receipt).toMatch(/^\d{6}$/)
    const [order] = await query<{ type: string; amount: string }>(
      `SELECT type, amount::text FROM orders WHERE id = ${id}`,
    )
    expect(order).toEqual({ type: 'Order#Eftpos', amount: '35.00' })
  })

  test('declined: the reason, Try again declined again, then cash saves one cash order', async ({
    page,
  }) => {
    const since = await now()
    await setSimulator('decline')
    await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(cardStep(page).getByRole('alert')).toHaveText("Declined by the card's bank")
    await cardStep(page).getByRole('button', { name: 'Try again' }).click()
    // A second attempt, declined in its turn (too quick to catch the step between).
    await expect.poll(async () => (await attemptsSince(since)).length).toBe(2)
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await cardStep(page).getByRole('button', { name: 'Pay by cash' }).click()
    const pad = page.getByRole('region', { name: 'Cash tendered' })
    await pad.getByRole('button', { name: /^Exact / }).click()
    await pad.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = await orderIdShown(page)
    const [order] = await query<{ type: string }>(`SELECT type FROM orders WHERE id = ${id}`)
    expect(order!.type).toBe('Order#Cash')
    const attempts = await attemptsSince(since)
    expect(attempts.map((a) => [a.state, a.order_id])).toEqual([
      ['declined', null],
      ['declined', null],
    ])
  })

  test('cancel: Cancel on a slow terminal cancels it there, and nothing is saved', async ({
    page,
  }) => {
    const since = await now()
    await setSimulator('slow')
    await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(cardStep(page).getByRole('status', { name: 'The terminal says' })).toHaveText(
      'PRESENT CARD',
    )
    await cardStep(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Card payment cancelled' }),
    ).toBeVisible()
    const attempts = await attemptsSince(since)
    expect(attempts.map((a) => [a.state, a.order_id])).toEqual([['cancelled', null]])
  })

  test('lose-response: the kiosk learns the approval by asking, and the sale is saved once', async ({
    page,
  }) => {
    const since = await now()
    await setSimulator('lose-response')
    await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({
      timeout: 30_000,
    })
    const id = await orderIdShown(page)
    const attempts = await attemptsSince(since)
    expect(attempts.map((a) => [a.state, a.order_id])).toEqual([['approved', id]])
    const orders = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o JOIN universities u ON u.id = o.university_id
        WHERE u.slug = 'northbridge' AND o.created_at >= '${since}'`,
    )
    expect(orders[0]!.n).toBe(1)
  })

  test('offline terminal: cancel and take cash; its later approval saves no second order and is flagged', async ({
    page,
  }) => {
    // The e2e server asks an unanswering terminal at least every second (TERMINAL_RECHECK_MAX_SECONDS).
    const since = await now()
    await setSimulator('offline')
    await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
    ).toBeVisible()
    await cardStep(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Card payment cancelled' }),
    ).toBeVisible()
    await cardStep(page).getByRole('button', { name: 'Pay by cash' }).click()
    const pad = page.getByRole('region', { name: 'Cash tendered' })
    await pad.getByRole('button', { name: /^Exact / }).click()
    await pad.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const cashOrder = await orderIdShown(page)

    // The terminal comes back and says it approved the card after all.
    await setSimulator('approve')
    await expect
      .poll(async () => (await attemptsSince(since)).map((a) => [a.state, a.needs_refund]), {
        timeout: 15_000,
      })
      .toEqual([['cancelled', true]])
    const [attempt] = await attemptsSince(since)
    expect(attempt!.order_id).toBeNull()
    const orders = await query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN universities u ON u.id = o.university_id
        WHERE u.slug = 'northbridge' AND o.created_at >= '${since}'`,
    )
    expect(orders.map((o) => o.id)).toEqual([cashOrder])
  })
})

test('a refund to the card: the terminal gives it back and the item is refunded', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await stageBearAtPayment(page)
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  const orderNumber = (await page.getByLabel('Order number').textContent())!
  const id = await orderIdShown(page)
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Customer lookup' }).click()
  await page.getByLabel('Keyword').fill(orderNumber)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('table', { name: 'Orders found' })
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: 'SEE ORDER' })
    .click()
  const bear = page
    .getByRole('region', { name: 'Order Details' })
    .getByRole('listitem', { name: 'Graduation Bear' })
  await bear.getByRole('button', { name: 'Refund' }).click()
  const approval = page.getByRole('dialog', { name: 'Refund Graduation Bear' })
  await approval.getByRole('textbox', { name: 'Reason' }).fill('Changed their mind')
  await approval.getByRole('button', { name: 'EFTPOS', exact: true }).click()
  for (const digit of DEMO_MANAGER_PIN)
    await approval.getByRole('button', { name: digit, exact: true }).click()
  await approval.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Card refund' })
      .getByRole('heading', { name: 'Present the card on the terminal' }),
  ).toBeVisible()
  await expect(approval).toBeHidden()
  await expect(bear.getByText('Refunded', { exact: true })).toBeVisible()
  const attempts = await query<{ state: string; order_id: number }>(
    `SELECT state, order_id FROM terminal_attempts WHERE purpose = 'refund' AND order_id = ${id}`,
  )
  expect(attempts).toEqual([{ state: 'approved', order_id: id }])
})

test('a reload during a stage card payment: the kiosk comes back to the stage confirmation, the sale saved once', async ({
  page,
}) => {
  // The slow terminal takes 20 s to approve.
  test.setTimeout(60_000)
  const since = await now()
  await setSimulator('slow')
  try {
    const ceremony = await stageBearAtPayment(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(cardStep(page).getByRole('status', { name: 'The terminal says' })).toHaveText(
      'PRESENT CARD',
    )
    await page.reload()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
    ).toBeVisible()
    // Back as the stage's confirmation: no receipt question (the general store's asks one, and
    // its dialog would stand in front of Done), and Done goes on selling at the same ceremony.
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({
      timeout: 40_000,
    })
    const id = await orderIdShown(page)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(
      page.getByRole('button', { name: `Ceremony Selection: ${ceremony}` }),
    ).toBeVisible()
    await expect(page.getByLabel('Total', { exact: true })).toHaveText('$0.00')
    const attempts = await attemptsSince(since)
    expect(attempts.map((a) => [a.state, a.order_id])).toEqual([['approved', id]])
    const orders = await query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN universities u ON u.id = o.university_id
        WHERE u.slug = 'northbridge' AND o.created_at >= '${since}'`,
    )
    expect(orders.map((o) => o.id)).toEqual([id])
  } finally {
    await setSimulator('approve')
  }
})

test('a stage card payment declined during a reload: Pay by cash afterwards saves one cash order', async ({
  page,
}) => {
  const since = await now()
  await setSimulator('decline')
  try {
    const ceremony = await stageBearAtPayment(page)
    const release = await holdKioskQuestions(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
    ).toBeVisible()
    await expect
      .poll(async () => (await attemptsSince(since)).map((a) => a.state))
      .toEqual(['declined'])
    await release()
    await page.reload()
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(cardStep(page).getByRole('alert')).toHaveText("Declined by the card's bank")
    await expect(cardStep(page).getByRole('button', { name: 'Try again' })).toBeVisible()

    // The sale comes back to the stage's payment, on the cash pad.
    await cardStep(page).getByRole('button', { name: 'Pay by cash' }).click()
    await expect(page.getByText(`You've selected ${ceremony} as the ceremony`)).toBeVisible()
    const pad = page.getByRole('region', { name: 'Cash tendered' })
    await expect(page.getByLabel('Total (GST inc.)')).toHaveText('$35.00')
    await pad.getByRole('button', { name: /^Exact / }).click()
    await pad.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = await orderIdShown(page)
    const orders = await query<{ id: number; type: string; amount: string }>(
      `SELECT o.id, o.type, o.amount::text FROM orders o JOIN universities u ON u.id = o.university_id
        WHERE u.slug = 'northbridge' AND o.created_at >= '${since}'`,
    )
    expect(orders).toEqual([{ id, type: 'Order#Cash', amount: '35.00' }])
    expect((await attemptsSince(since)).map((a) => [a.state, a.order_id])).toEqual([
      ['declined', null],
    ])
    // The sale is over: Done goes on selling at the same ceremony, with an empty cart.
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByLabel('Total', { exact: true })).toHaveText('$0.00')
  } finally {
    await setSimulator('approve')
  }
})

test('a general-store card payment declined during a reload: Pay by cash, the PIN again, one cash order', async ({
  page,
}) => {
  const since = await now()
  await setSimulator('decline')
  try {
    await login(page, UNIVERSITY)
    await page.getByRole('button', { name: 'POS' }).click()
    await page.getByRole('button', { name: /^Graduation Bear, \$/ }).click()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page.getByRole('button', { name: 'Check out without customer' }).click()
    await page.getByRole('combobox', { name: 'Ceremony' }).click()
    await page.getByRole('option').first().click()
    const release = await holdKioskQuestions(page)
    await page.getByRole('button', { name: 'EFTPOS' }).click()
    await enterPin(page)
    await expect(
      cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
    ).toBeVisible()
    await expect
      .poll(async () => (await attemptsSince(since)).map((a) => a.state))
      .toEqual(['declined'])
    await release()
    await page.reload()
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()

    // The sale comes back to the general store's payment, on the cash pad; the PIN pays once.
    await cardStep(page).getByRole('button', { name: 'Pay by cash' }).click()
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible()
    const pad = page.getByRole('region', { name: 'Cash tendered' })
    await pad.getByRole('button', { name: /^Exact / }).click()
    await pad.getByRole('button', { name: 'Continue' }).click()
    await enterPin(page)
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'No' })
      .click()
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
    const id = await orderIdShown(page)
    const orders = await query<{ id: number; type: string; mode: string }>(
      `SELECT o.id, o.type, o.json->>'mode' AS mode FROM orders o
         JOIN universities u ON u.id = o.university_id
        WHERE u.slug = 'northbridge' AND o.created_at >= '${since}'`,
    )
    expect(orders).toEqual([{ id, type: 'Order#Cash', mode: 'normal' }])
  } finally {
    await setSimulator('approve')
  }
})

test.describe('a reload during an upgrade paid by card', () => {
  test.afterEach(async () => setSimulator('approve'))

  /** The upgrade's card payment under way with the kiosk's questions held back. */
  async function payWhileUnheard(page: Page) {
    const release = await holdKioskQuestions(page)
    await page.getByRole('button', { name: /eftpos/i }).click()
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'NO' })
      .click()
    await expect(
      cardStep(page).getByRole('heading', { name: 'Checking the terminal…' }),
    ).toBeVisible()
    return release
  }

  const upgradedItems = (orderId: number) =>
    query<{ id: number; name: string }>(
      `SELECT id, name FROM order_items
        WHERE order_id = ${orderId} AND (json->>'upgraded_from') IS NOT NULL`,
    )

  test('declined: after the reload the decline in plain words; Try again, then Pay by cash saves it in cash', async ({
    page,
  }) => {
    const since = await now()
    const orderId = Number(await frameUpgradeAtPayment(page, 'Photo Frame')) - 546674
    await setSimulator('decline')
    const release = await payWhileUnheard(page)
    // The terminal declined; the kiosk has not heard, and reloads.
    await expect
      .poll(async () => (await attemptsSince(since)).map((a) => [a.state, a.order_id]))
      .toEqual([['declined', null]])
    await release()
    await page.reload()
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(cardStep(page).getByRole('alert')).toHaveText("Declined by the card's bank")
    expect(await upgradedItems(orderId)).toEqual([])

    // Try again sends the same upgrade to the terminal, which declines it again.
    await cardStep(page).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(async () => (await attemptsSince(since)).length).toBe(2)
    await expect(cardStep(page).getByRole('heading', { name: 'Card declined' })).toBeVisible()
    expect(await upgradedItems(orderId)).toEqual([])

    // Pay by cash: the upgrade's payment, on the cash pad, then the receipt question.
    await cardStep(page).getByRole('button', { name: 'Pay by cash' }).click()
    const pad = page.getByRole('region', { name: 'Cash tendered' })
    await pad.getByRole('button', { name: /^Exact / }).click()
    await pad.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('dialog', { name: 'Send Digital Receipt?' })
      .getByRole('button', { name: 'NO' })
      .click()
    await expect(page.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    const upgraded = await query<{ name: string; type: string }>(
      `SELECT name, json->'upgrade'->>'payment_type' AS type FROM order_items
        WHERE order_id = ${orderId} AND (json->>'upgraded_from') IS NOT NULL`,
    )
    expect(upgraded).toEqual([{ name: 'Premium Timber Frame with Black Mat', type: 'Cash' }])
    expect((await attemptsSince(since)).map((a) => [a.state, a.order_id])).toEqual([
      ['declined', null],
      ['declined', null],
    ])
  })

  test('approved: after the reload the upgrade success screen, the item upgraded once', async ({
    page,
  }) => {
    const since = await now()
    const orderId =
      Number(await frameUpgradeAtPayment(page, 'Classic Degree Frame with Navy Mat')) - 546674
    // The terminal approves but its answer is lost: the server learns it by asking, after 3 s.
    await setSimulator('lose-response')
    const release = await payWhileUnheard(page)
    await expect
      .poll(async () => (await attemptsSince(since)).map((a) => a.state), { timeout: 20_000 })
      .toEqual(['approved'])
    await release()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    const upgraded = await upgradedItems(orderId)
    expect(upgraded.map((item) => item.name)).toEqual(['Premium Timber Frame with Black Mat'])
    const attempts = await query<{ state: string; order_item_id: number }>(
      `SELECT state, order_item_id FROM terminal_attempts
        WHERE purpose = 'upgrade' AND order_id = ${orderId}`,
    )
    expect(attempts).toEqual([{ state: 'approved', order_item_id: upgraded[0]!.id }])
  })
})

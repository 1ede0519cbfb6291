import { expect, type Page } from '@playwright/test'
import { enterPin } from './pinPad'

export interface CounterSale {
  /** Products as their cards name them ('Graduation Bear'), tapped once each. */
  products: string[]
  payment: 'Cash' | 'EFTPOS'
  /** The ceremony chosen at checkout, by (part of) its name. */
  ceremony: string
  /** The cash tendered: a quick-amount button's name ('$50.00', /^Exact /). */
  tendered?: string | RegExp
}

/**
 * A sale in the open general store to no customer, no receipt: the order number it shows, once
 * its confirmation is closed again.
 */
export async function sellToNoCustomer(page: Page, sale: CounterSale): Promise<string> {
  for (const product of sale.products)
    await page.getByRole('button', { name: new RegExp(`^${product}, \\$`) }).click()
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option', { name: new RegExp(sale.ceremony) }).click()
  await page.getByRole('button', { name: sale.payment }).click()
  if (sale.payment === 'Cash') {
    const tender = page.getByRole('region', { name: 'Cash tendered' })
    await tender.getByRole('button', { name: sale.tendered ?? /^Exact / }).click()
    await tender.getByRole('button', { name: 'Continue' }).click()
  }
  await enterPin(page)
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: 'No' })
    .click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  const number = (await page.getByLabel('Order number').textContent())!
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeHidden()
  return number
}

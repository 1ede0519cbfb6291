import { screen, userEvent, within } from 'storybook/test'
import { ceremonies } from '../fixtures/catalogue'

/** The steps of a general-store checkout that the flow stories share. */

export async function openStore() {
  await userEvent.click(await screen.findByRole('button', { name: 'POS' }))
  await screen.findByRole('button', { name: 'Graduation Bear, $35.00' })
}

export async function enterPin(pin: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
  for (const digit of pin)
    await userEvent.click(within(dialog).getByRole('button', { name: digit }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
}

/** After Cash: the cash handed over, in the payment's place, then on to the PIN or the save. */
export async function tender(amount: string) {
  const pad = await screen.findByRole('region', { name: 'Cash tendered' })
  await userEvent.click(within(pad).getByRole('button', { name: amount }))
  await userEvent.click(within(pad).getByRole('button', { name: 'Continue' }))
}

/** A bear checked out without a customer, today's ceremony chosen: the Payment dialog. */
export async function expressPayment() {
  await openStore()
  await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
  await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Customer Lookup' })).getByRole('button', {
      name: 'Check out without customer',
    }),
  )
  const payment = await screen.findByRole('dialog', { name: 'Payment' })
  await userEvent.click(within(payment).getByRole('combobox', { name: 'Ceremony' }))
  await userEvent.click(
    await screen.findByRole('option', { name: new RegExp(ceremonies[1]!.name) }),
  )
  return payment
}

import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

/** From the lookup screen: search by a type and a keyword. */
export async function searchOrders(keyword: string, type = 'Order ID') {
  await screen.findByRole('heading', { name: 'Customer Lookup' })
  if (type !== 'Order ID') {
    await userEvent.click(screen.getByRole('combobox', { name: 'Search type' }))
    await userEvent.click(await screen.findByRole('option', { name: type }))
  }
  await userEvent.type(screen.getByLabelText('Keyword'), keyword)
  await userEvent.click(screen.getByRole('button', { name: 'Search' }))
}

/** Opens the order of the result row naming this customer. */
export async function seeOrder(customer: string | RegExp) {
  const row = await screen.findByRole('row', { name: customer })
  await userEvent.click(within(row).getByRole('button', { name: 'SEE ORDER' }))
  await expect(row).toHaveAttribute('aria-current', 'true')
}

/** One item of the order shown in Order Details. */
export function itemRow(name: string) {
  return screen.getByRole('listitem', { name })
}

/** Dismisses the kiosk's alert after checking its message. */
export async function dismissAlert(message: string | RegExp) {
  const alert = await screen.findByRole('alertdialog')
  await expect(alert).toHaveTextContent(message)
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
}

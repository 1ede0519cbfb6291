import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { OrderConfirmedScreen } from './OrderConfirmedScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Payment/Order confirmed',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderConfirmedScreen,
  args: { orderNumber: '0000547174', paidCents: 13000, receiptSent: false, onDone: fn() },
} satisfies Meta<typeof OrderConfirmedScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Confirmed: Story = {
  name: 'Order Confirmed!',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(within(dialog).getByLabelText('Order number')).toHaveTextContent('0000547174')
    await expect(within(dialog).getByLabelText('Total paid')).toHaveTextContent('$130.00')
    await expect(
      within(dialog).queryByText("We've sent the order confirmation to the customer's email."),
    ).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onDone).toHaveBeenCalledTimes(2)
  },
}

export const ReceiptSent: Story = {
  name: 'Receipt sent',
  args: { receiptSent: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(
      within(dialog).getByText("We've sent the order confirmation to the customer's email."),
    ).toBeVisible()
  },
}

export const CashChange: Story = {
  name: 'Cash sale: the change is repeated',
  args: { paidCents: 6500, changeCents: 3500 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    const change = within(dialog).getByLabelText('Change given')
    await expect(change).toHaveTextContent('$35.00')
    await expect(change.parentElement).toHaveTextContent('Change $35.00')
    await expect(change).toBeVisible()
  },
}

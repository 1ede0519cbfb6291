import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { CardTerminalDialog } from './CardTerminalDialog'

const meta = {
  title: 'Card terminal/Dialog',
  tags: ['autodocs'],
  component: CardTerminalDialog,
  args: {
    title: 'Card refund',
    state: 'waiting',
    amountCents: 3500,
    display: 'PRESENT CARD',
    reason: null,
    cashLabel: 'Refund in cash',
    onCancel: fn(),
    onTryAgain: fn(),
    onPayCash: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CardTerminalDialog>

export default meta
type Story = StoryObj<typeof meta>

export const RefundToTheCard: Story = {
  name: 'A refund to the card: present the card',
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Card refund' }))
    await expect(
      dialog.getByRole('heading', { name: 'Present the card on the terminal' }),
    ).toBeVisible()
    await expect(dialog.getByLabelText('Amount on the terminal')).toHaveTextContent('$35.00')
    // No way back while the terminal holds the card: only Cancel, which cancels there.
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const UpgradeDeclined: Story = {
  name: 'An upgrade by card declined: try again or cash',
  args: {
    title: 'Card payment',
    state: 'declined',
    reason: 'Declined by the card’s bank',
    cashLabel: 'Pay by cash',
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Card payment' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Pay by cash' }))
    await expect(args.onPayCash).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const DeclinedAfterAReload: Story = {
  name: 'After a reload, a card declined is said plainly with only Back',
  args: {
    title: 'Card payment',
    state: 'declined',
    reason: 'Declined by the card’s bank',
    onTryAgain: undefined,
    onPayCash: undefined,
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Card payment' }))
    await expect(dialog.getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(dialog.getByText('Declined by the card’s bank')).toBeVisible()
    await expect(dialog.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(dialog.queryByRole('button', { name: 'Pay by cash' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

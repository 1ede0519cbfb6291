import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ResendMailDialog } from './ResendMailDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Resend receipt',
  component: ResendMailDialog,
  args: { to: 'ada@example', onSend: fn(), onCancel: fn() },
} satisfies Meta<typeof ResendMailDialog>

export default meta
type Story = StoryObj<typeof meta>

export const CorrectedAddress: Story = {
  name: 'Resend to a corrected address',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Resend the receipt' })
    const field = within(dialog).getByLabelText('Email address')
    await expect(within(dialog).getByText('Invalid email address.')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.type(field, '.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await expect(args.onSend).toHaveBeenCalledWith('ada@example.com')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ReceiptDialog } from './ReceiptDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Send digital receipt',
  component: ReceiptDialog,
  args: { open: true, onYes: fn(), onNo: fn() },
} satisfies Meta<typeof ReceiptDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Question: Story = {
  name: 'Send Digital Receipt?',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await expect(args.onYes).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await expect(args.onNo).toHaveBeenCalledOnce()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { AlertDialog } from './AlertDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Alert',
  component: AlertDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof AlertDialog>
export default meta
type Story = StoryObj<typeof meta>

export const EmptyCart: Story = {
  name: 'Your cart is empty',
  args: { message: 'Your cart is empty' },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog')
    await expect(alert).toHaveTextContent('Your cart is empty')
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { SaveFailedDialog } from './SaveFailedDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Save failed',
  component: SaveFailedDialog,
  args: { open: true, onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof SaveFailedDialog>

export default meta
type Story = StoryObj<typeof meta>

export const NotSaved: Story = {
  name: 'The order was not saved: TRY AGAIN',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Failed to save order.' })
    await expect(dialog).toHaveTextContent(
      'The order was not saved. Nothing was charged in the system. Try again.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

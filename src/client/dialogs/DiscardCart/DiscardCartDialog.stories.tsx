import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DiscardCartDialog } from './DiscardCartDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Discard cart',
  component: DiscardCartDialog,
  args: { items: 3, onDiscard: fn(), onKeep: fn() },
} satisfies Meta<typeof DiscardCartDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeItems: Story = {
  name: 'Discard 3 items?',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Discard 3 items?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep selling' }))
    await expect(args.onKeep).toHaveBeenCalledOnce()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Discard and go to the menu' }),
    )
    await expect(args.onDiscard).toHaveBeenCalledOnce()
  },
}

export const OneItem: Story = {
  name: 'Discard 1 item?',
  args: { items: 1 },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Discard 1 item?' })).toBeVisible()
  },
}

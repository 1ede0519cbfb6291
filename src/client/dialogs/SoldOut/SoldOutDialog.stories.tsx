import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { SoldOutDialog } from './SoldOutDialog'

const meta = {
  title: 'Dialogs/Sold out',
  component: SoldOutDialog,
  args: { name: 'Graduation Bear', onSell: fn(), onCancel: fn() },
} satisfies Meta<typeof SoldOutDialog>

export default meta
type Story = StoryObj<typeof meta>

export const SellAnyway: Story = {
  name: 'Sold out — sell anyway?',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sold out — sell anyway?' })
    await expect(dialog).toHaveTextContent(
      'Graduation Bear has none left by the count. It may be in a box under the counter.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't sell" }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sell anyway' }))
    await expect(args.onSell).toHaveBeenCalledOnce()
  },
}

export const Shut: Story = {
  name: 'Nothing sold out',
  args: { name: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

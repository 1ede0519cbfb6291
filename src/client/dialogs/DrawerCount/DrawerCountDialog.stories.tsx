import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DrawerCountDialog } from './DrawerCountDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Count the drawer',
  component: DrawerCountDialog,
  args: { open: true, initial: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DrawerCountDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Count the drawer' }))

export const Counting: Story = {
  name: 'A row per note and coin, with the running total',
  play: async ({ args, step }) => {
    const count = await dialog()
    await step('every Australian note and coin, none counted yet', async () => {
      const notes = within(count.getByRole('group', { name: 'Notes' }))
      const coins = within(count.getByRole('group', { name: 'Coins' }))
      await expect(notes.getAllByRole('textbox')).toHaveLength(5)
      await expect(coins.getAllByRole('textbox')).toHaveLength(6)
      await expect(coins.getByLabelText('5c coins')).toHaveValue('0')
      await expect(count.getByLabelText('Counted total')).toHaveTextContent('$0.00')
    })
    await step('stepped and typed, the total follows', async () => {
      await userEvent.click(count.getByRole('button', { name: 'More $100 notes' }))
      await userEvent.click(count.getByRole('button', { name: 'More $100 notes' }))
      await userEvent.click(count.getByRole('button', { name: 'More $100 notes' }))
      await userEvent.click(count.getByRole('button', { name: 'Fewer $100 notes' }))
      await userEvent.clear(count.getByLabelText('50c coins'))
      await userEvent.type(count.getByLabelText('50c coins'), '12')
      await expect(count.getByLabelText('50c coins')).toHaveValue('12')
      await expect(count.getByLabelText('Counted total')).toHaveTextContent('$206.00')
    })
    await userEvent.click(count.getByRole('button', { name: 'Count done' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ '100': 2, '0.5': 12 })
  },
}

export const BackFromThePin: Story = {
  name: 'Back from the PIN, the count is as it was',
  args: { initial: { '20': 3, '1': 4 } },
  play: async ({ args }) => {
    const count = await dialog()
    await expect(count.getByLabelText('$20 notes')).toHaveValue('3')
    await expect(count.getByLabelText('Counted total')).toHaveTextContent('$64.00')
    await userEvent.click(count.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

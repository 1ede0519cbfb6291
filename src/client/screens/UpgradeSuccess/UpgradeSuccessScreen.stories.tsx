import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UpgradeSuccessScreen } from './UpgradeSuccessScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Success',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradeSuccessScreen,
  args: { upgradedName: 'Premium Timber Frame with Black Mat', onConfirm: fn() },
} satisfies Meta<typeof UpgradeSuccessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  name: 'Upgrade saved',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    await expect(canvas.getByText('Premium Timber Frame with Black Mat')).toBeVisible()
    await expect(
      canvas.getByText(
        'It replaces the original item on the order. Hand the customer the new item, then go back to the lookup.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByText(/Change/)).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the lookup' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const CashWithChange: Story = {
  name: 'Cash upgrade with change to give',
  args: { changeCents: 1550 },
  play: async ({ canvas }) => {
    const change = canvas.getByText(/^Change:/)
    await expect(change).toBeVisible()
    await expect(change).toHaveTextContent('Change: $15.50')
    await expect(canvas.getByLabelText('Change due')).toHaveTextContent('$15.50')
  },
}

export const CashExact: Story = {
  name: 'Cash upgrade paid exactly',
  args: { changeCents: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
    await expect(canvas.queryByText(/Change/)).not.toBeInTheDocument()
  },
}

export const Returning: Story = {
  name: 'Returning to the lookup',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to the lookup' })).toBeDisabled()
  },
}

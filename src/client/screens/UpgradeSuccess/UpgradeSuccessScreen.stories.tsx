import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UpgradeSuccessScreen } from './UpgradeSuccessScreen'

const meta = {
  title: 'Upgrade/Success',
  component: UpgradeSuccessScreen,
  args: { upgradedName: 'Premium Timber Frame with Black Mat', onConfirm: fn() },
} satisfies Meta<typeof UpgradeSuccessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  name: 'Upgrade saved',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Success!' })).toBeVisible()
    await expect(canvas.getByText('Premium Timber Frame with Black Mat')).toBeVisible()
    await expect(
      canvas.getByText(
        'Please ensure the correct payment has been collected via your EFTPOS machine. We will process the order upgrade and return you to the main screen.',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Returning: Story = {
  name: 'Returning to the lookup',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'CONFIRM' })).toBeDisabled()
  },
}

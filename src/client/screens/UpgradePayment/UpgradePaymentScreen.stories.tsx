import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UpgradePaymentScreen } from './UpgradePaymentScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Payment type',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradePaymentScreen,
  args: { payableCents: 5000, onChoose: fn(), onBack: fn() },
} satisfies Meta<typeof UpgradePaymentScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseEftpos: Story = {
  name: 'Pay by EFTPOS',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await expect(canvas.getByText('Total payable (GST inc.): $50.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /eftpos/i }))
    await expect(args.onChoose).toHaveBeenCalledWith('Eftpos')
  },
}

export const ChooseCash: Story = {
  name: 'Pay by cash',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /cash/i }))
    await expect(args.onChoose).toHaveBeenCalledWith('Cash')
  },
}

export const GoBack: Story = {
  name: 'Cancel and go back',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}

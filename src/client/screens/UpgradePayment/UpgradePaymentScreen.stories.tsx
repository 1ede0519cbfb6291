import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UpgradePaymentScreen } from './UpgradePaymentScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Payment type',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradePaymentScreen,
  args: { payableCents: 5000, onPay: fn(), onBack: fn() },
} satisfies Meta<typeof UpgradePaymentScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseEftpos: Story = {
  name: 'Pay by EFTPOS',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await expect(canvas.getByLabelText('Total payable (GST inc.)')).toHaveTextContent('$50.00')
    await userEvent.click(canvas.getByRole('button', { name: 'EFTPOS' }))
    await expect(args.onPay).toHaveBeenCalledWith('Eftpos', null)
  },
}

export const ChooseCash: Story = {
  name: 'Pay by cash: the cash handed over and the change',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    const pad = within(canvas.getByRole('region', { name: 'Cash tendered' }))
    await userEvent.click(pad.getByRole('button', { name: '$100.00' }))
    await expect(pad.getByLabelText('Change due')).toHaveTextContent('$50.00')
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 10000)
  },
}

export const GoBack: Story = {
  name: 'Cancel and go back',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}

export const BehindTheReceipt: Story = {
  name: 'Behind the receipt question: nothing can be tapped',
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Cancel and go back' })).toBeDisabled()
  },
}

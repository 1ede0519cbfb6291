import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { PaymentTypeScreen } from './PaymentTypeScreen'
import { chosen, paymentArgs } from './paymentStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Payment/Payment type',
  parameters: { chromatic: { modes: screenModes } },
  component: PaymentTypeScreen,
  args: paymentArgs,
} satisfies Meta<typeof PaymentTypeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const GeneralStore: Story = {
  name: 'General store: ceremony chosen',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(
      within(dialog).getByText(`You've selected ${chosen.name} as the ceremony for this order.`),
    ).toBeVisible()
    await expect(within(dialog).getByLabelText('Total (GST inc.)')).toHaveTextContent('$165.00')
    await expect(
      within(dialog).getByRole('heading', { name: 'How would you like to pay?' }),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'EFTPOS' }))
    await expect(args.onChoose).toHaveBeenCalledWith('Eftpos')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash' }))
    await expect(args.onChoose).toHaveBeenCalledWith('Cash')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const NoCeremonySelected: Story = {
  name: 'No ceremony selected',
  args: { selectedCeremony: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(within(dialog).queryByText(/You've selected/)).not.toBeInTheDocument()
    await expect(within(dialog).getByText('Please select a ceremony.')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cash' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'EFTPOS' })).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ceremony' }))
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(chosen.name) }))
    await expect(args.onSelectCeremony).toHaveBeenCalledWith(chosen)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show all ceremonies' }))
    await expect(args.onToggleShowAll).toHaveBeenCalledWith(true)
  },
}

export const Stage: Story = {
  name: 'Stage: How would you like to pay?',
  args: { variant: 'stage' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await expect(
      within(dialog).queryByRole('button', { name: 'Cancel and go back' }),
    ).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

import { useState } from 'react'
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
  name: 'General store: ceremony chosen, EFTPOS',
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
    await expect(args.onPay).toHaveBeenCalledWith('Eftpos', null)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const GeneralStoreCash: Story = {
  name: 'General store: Cash, the cash handed over and the change',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash' }))
    const pad = within(within(dialog).getByRole('region', { name: 'Cash tendered' }))
    await userEvent.click(pad.getByRole('button', { name: '$200.00' }))
    await expect(pad.getByLabelText('Change due')).toHaveTextContent('$35.00')
    await expect(within(dialog).getByLabelText('Total (GST inc.)')).toHaveTextContent('$165.00')
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 20000)
  },
}

export const OpensOnTheCashPad: Story = {
  name: 'Pay by cash after a card payment failed: opens on the cash pad',
  args: { variant: 'stage', totalCents: 3500, cashFirst: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    const pad = within(within(dialog).getByRole('region', { name: 'Cash tendered' }))
    await expect(within(dialog).queryByRole('button', { name: 'EFTPOS' })).not.toBeInTheDocument()
    await userEvent.click(pad.getByRole('button', { name: /^Exact / }))
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 3500)
  },
}

export const NoCeremonySelected: Story = {
  name: 'No ceremony yet: Cash and EFTPOS off with the reason, nothing moves once one is chosen',
  args: { selectedCeremony: null },
  render: function Render(args) {
    // The screen as its route drives it: choosing a ceremony selects it.
    const [selected, setSelected] = useState(args.selectedCeremony)
    return (
      <PaymentTypeScreen
        {...args}
        selectedCeremony={selected}
        onSelectCeremony={(c) => {
          args.onSelectCeremony(c)
          setSelected({ id: c.id, name: c.name })
        }}
      />
    )
  },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    const cash = within(dialog).getByRole('button', { name: 'Cash' })
    const top = cash.getBoundingClientRect().top
    await step('visibly off, the reason beside, no error before a tap', async () => {
      await expect(within(dialog).queryByText(/You've selected/)).not.toBeInTheDocument()
      await expect(cash).toHaveAttribute('aria-disabled', 'true')
      await expect(within(dialog).getByText('Choose a ceremony first')).toBeVisible()
      await expect(within(dialog).queryByText('Please select a ceremony.')).toBeNull()
    })
    await step('a tap on EFTPOS says what is missing and pays nothing', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'EFTPOS' }))
      await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a ceremony.')
      await expect(args.onPay).not.toHaveBeenCalled()
    })
    await step('choosing the ceremony turns them on where they stand', async () => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ceremony' }))
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(chosen.name) }))
      await expect(args.onSelectCeremony).toHaveBeenCalledWith(chosen)
      await expect(
        within(dialog).getByText(`You've selected ${chosen.name} as the ceremony for this order.`),
      ).toBeVisible()
      await expect(cash).not.toHaveAttribute('aria-disabled')
      await expect(within(dialog).queryByText('Choose a ceremony first')).toBeNull()
      await expect(cash.getBoundingClientRect().top).toBe(top)
      await userEvent.click(cash)
      await expect(within(dialog).getByRole('region', { name: 'Cash tendered' })).toBeVisible()
    })
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

export const StageCash: Story = {
  name: 'Stage: Cash with change, like the general store',
  args: { variant: 'stage', totalCents: 3500 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash' }))
    const pad = within(within(dialog).getByRole('region', { name: 'Cash tendered' }))
    await userEvent.click(pad.getByRole('button', { name: '$50.00' }))
    await expect(pad.getByLabelText('Change due')).toHaveTextContent('$15.00')
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 5000)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ceremonies, ceremoniesWithin } from '../../../../stories/fixtures/catalogue'
import { PaymentTypeScreen } from './PaymentTypeScreen'

const chosen = ceremonies[1]!

const meta = {
  title: 'Checkout/Payment type',
  component: PaymentTypeScreen,
  args: {
    variant: 'normal',
    ceremonies: ceremoniesWithin(3),
    ceremonyWindow: 3,
    selectedCeremony: { id: chosen.id, name: chosen.name },
    totalCents: 16500,
    onSelectCeremony: fn(),
    onToggleShowAll: fn(),
    onChoose: fn(),
    onCancel: fn(),
  },
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
    await expect(within(dialog).getByLabelText('Total (GST .Inc)')).toHaveTextContent('$165.00')
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

const lines = [
  { label: 'Graduation Bear', qty: 2, totalCents: 7000 },
  { label: 'Classic Degree Frame (Navy)', qty: 1, totalCents: 9500 },
]

export const SummaryStudent: Story = {
  name: 'Summary: a student, the receipt address editable',
  args: {
    summary: {
      customer: 'Avery Nguyen · Student ID 41001001',
      lines,
      receiptEmail: 'avery@student.example',
      onReceiptEmailChange: fn(),
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    const summary = within(within(dialog).getByRole('region', { name: 'Order summary' }))
    await expect(summary.getByLabelText('Customer')).toHaveTextContent('Student ID 41001001')
    await expect(summary.getAllByRole('listitem')).toHaveLength(2)
    await expect(summary.getByText('2 × Graduation Bear')).toBeVisible()
    await expect(summary.getByLabelText('Ceremony details')).toHaveTextContent(chosen.name)
    await expect(summary.getByLabelText('Ceremony details')).toHaveTextContent(chosen.venue!)
    const email = summary.getByRole('textbox', { name: 'Receipt email' })
    await expect(email).toHaveValue('avery@student.example')
    await userEvent.type(email, 'x')
    await expect(args.summary!.onReceiptEmailChange).toHaveBeenCalledWith('avery@student.examplex')
  },
}

export const SummaryExpress: Story = {
  name: 'Summary: express checkout',
  args: {
    summary: { customer: 'Express checkout', lines, receiptEmail: '', onReceiptEmailChange: fn() },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(within(dialog).getByLabelText('Customer')).toHaveTextContent('Express checkout')
    await expect(within(dialog).getByRole('textbox', { name: 'Receipt email' })).toHaveValue('')
  },
}

export const SummaryNewCustomer: Story = {
  name: 'Summary: a new customer',
  args: {
    summary: {
      customer: 'Noor Haddad · New customer',
      lines,
      receiptEmail: 'noor@example.com',
      onReceiptEmailChange: fn(),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(within(dialog).getByLabelText('Customer')).toHaveTextContent('New customer')
  },
}

export const SummaryStage: Story = {
  name: 'Summary: a stage sale (no receipt field)',
  args: { variant: 'stage', summary: { customer: 'Stage sale', lines } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await expect(within(dialog).getByLabelText('Customer')).toHaveTextContent('Stage sale')
    await expect(within(dialog).queryByRole('textbox', { name: 'Receipt email' })).toBeNull()
  },
}

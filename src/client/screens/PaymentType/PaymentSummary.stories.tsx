import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PaymentTypeScreen } from './PaymentTypeScreen'
import { chosen, lines, paymentArgs } from './paymentStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Payment/Order summary',
  parameters: { chromatic: { modes: screenModes } },
  component: PaymentTypeScreen,
  args: paymentArgs,
} satisfies Meta<typeof PaymentTypeScreen>

export default meta
type Story = StoryObj<typeof meta>

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

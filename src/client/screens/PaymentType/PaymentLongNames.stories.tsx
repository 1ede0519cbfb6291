import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ceremoniesWithin } from '../../../../stories/fixtures/catalogue'
import { LONG, fitsTheWidth, longCeremony } from '../../../../stories/fixtures/longNames'
import { PaymentTypeScreen } from './PaymentTypeScreen'
import { paymentArgs } from './paymentStoryData'
import { screenModes } from '../../../../.storybook/modes'

/**
 * The payment step with every name as long as real ones get: the summary keeps each line to one
 * (an ellipsis), the ceremony list wraps nothing and grows wider than its field.
 */
const meta = {
  tags: ['autodocs'],
  title: 'Payment/Long names',
  parameters: { chromatic: { modes: screenModes } },
  component: PaymentTypeScreen,
  args: {
    ...paymentArgs,
    ceremonies: [longCeremony, ...ceremoniesWithin(3)],
    selectedCeremony: { id: longCeremony.id, name: longCeremony.name },
    summary: {
      customer: `${LONG.firstName} ${LONG.lastName} · Student ID 41001001`,
      lines: [
        { label: `${LONG.product} (Navy)`, qty: 1, totalCents: 9500 },
        { label: 'Graduation Bear', qty: 2, totalCents: 7000 },
      ],
      receiptEmail: 'anastasia-evangelina.papadopoulou-montgomery@student.example.edu.au',
      onReceiptEmailChange: fn(),
    },
  },
} satisfies Meta<typeof PaymentTypeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const LongNames: Story = {
  name: 'Long customer, product, ceremony and venue names',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    const summary = within(within(dialog).getByRole('region', { name: 'Order summary' }))
    await expect(summary.getByLabelText('Customer')).toHaveTextContent(LONG.lastName)
    await expect(summary.getByText(`1 × ${LONG.product} (Navy)`)).toBeVisible()
    await expect(summary.getByLabelText('Ceremony details')).toHaveTextContent(LONG.ceremony)
    await expect(summary.getByLabelText('Ceremony details')).toHaveTextContent(LONG.venue)
    await expect(within(dialog).getByRole('button', { name: 'EFTPOS' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

export const LongCeremonyInTheList: Story = {
  name: 'A long ceremony name in the ceremony list',
  args: { selectedCeremony: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ceremony' }))
    const option = await screen.findByRole('option', { name: new RegExp(LONG.ceremony) })
    await waitFor(() => expect(option).toBeVisible())
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth + 1)
  },
}

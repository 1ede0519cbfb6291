import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { upgradeReceipt } from '../../../domain/receipt/receipt'
import { makeAddress } from '../../../domain/sale/address'
import { UpgradeReceiptDialog } from './UpgradeReceiptDialog'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

/** A pre-order's bear upgraded to a posted portrait package, paid by EFTPOS. */
const receipt = upgradeReceipt({
  universityName: 'Demo University',
  orderNumber: '0000546675',
  reference: 'R700012',
  paymentType: 'Eftpos',
  address: makeAddress('12 Example Street', 'Carlton', 'VIC', '3053'),
  date: '2026-11-27',
  next: { qty: 1, name: 'Premium Photography Package', colour: null, posted: true, cents: 25000 },
  previous: { qty: 1, name: 'Graduation Bear', cents: 3500 },
  payableCents: 21500,
})

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Upgrade receipt',
  component: UpgradeReceiptDialog,
  args: { open: true, receipt, onYes: fn(), onNo: fn(), onClose: fn() },
} satisfies Meta<typeof UpgradeReceiptDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Yes: Story = {
  name: 'YES, email the receipt',
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'YES' }))
    await expect(args.onYes).toHaveBeenCalledOnce()
    await expect(args.onNo).not.toHaveBeenCalled()
  },
}

export const TheReceipt: Story = {
  name: "The upgrade's receipt, posted",
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    const shown = within(within(dialog).getByRole('region', { name: 'Upgrade confirmation' }))
    await expect(shown.getByLabelText('Order No.')).toHaveTextContent('0000546675')
    await expect(shown.getByLabelText('Reference Number')).toHaveTextContent('R700012')
    await expect(shown.getByLabelText('Paid by')).toHaveTextContent('EFTPOS')
    await expect(shown.getByLabelText('Posted to')).toHaveTextContent(
      '12 Example Street, Carlton VIC 3053',
    )
    const items = within(shown.getByRole('table', { name: 'Items' }))
    await expect(items.getByRole('row', { name: /Premium Photography Package/ })).toHaveTextContent(
      'New itemPosted$250.00',
    )
    await expect(items.getByRole('row', { name: /Graduation Bear/ })).toHaveTextContent(
      'Previous item-$35.00',
    )
    await expect(shown.getByLabelText('Total payable')).toHaveTextContent('$215.00')
    await expect(shown.getByLabelText('Inc. GST of')).toHaveTextContent('$19.55')
  },
}

export const No: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'NO receipt',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }))
    await expect(args.onNo).toHaveBeenCalledOnce()
    await expect(args.onYes).not.toHaveBeenCalled()
  },
}

export const Closing: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Closed without an answer',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(args.onYes).not.toHaveBeenCalled()
    await expect(args.onNo).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  name: 'Saving the upgrade',
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'YES' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'NO' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled()
  },
}

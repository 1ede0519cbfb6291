import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ManagerApprovalDialog, type ApprovalRequest } from './ManagerApprovalDialog'

const voidSale: ApprovalRequest = {
  kind: 'void',
  orderNumber: '0000546680',
  amount: 130,
  payment: 'Eftpos',
}
const refundBear: ApprovalRequest = { kind: 'refund', itemName: 'Graduation Bear', amount: 35 }

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Manager approval',
  component: ManagerApprovalDialog,
  args: { request: voidSale, error: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ManagerApprovalDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogNamed = (name: string) => screen.findByRole('dialog', { name })

async function typePin(dialog: HTMLElement, pin: string) {
  for (const digit of pin)
    await userEvent.click(within(dialog).getByRole('button', { name: digit }))
}

export const VoidSale: Story = {
  name: 'Void a sale',
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Void sale 0000546680')
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    await step('the whole sale goes back as it was paid', async () => {
      await expect(dialog).toHaveTextContent('Given back: $130.00 in EFTPOS, as it was paid')
      await expect(within(dialog).queryByRole('button', { name: 'Cash' })).not.toBeInTheDocument()
      await expect(confirm).toBeDisabled()
    })
    await step('a reason and the PIN, shown only as dots, complete it', async () => {
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sold twice')
      await typePin(dialog, '2468')
      await expect(within(dialog).getByRole('textbox', { name: 'Manager PIN' })).toHaveTextContent(
        '••••',
      )
    })
    await step('Confirm sends the approval and clears the PIN', async () => {
      await userEvent.click(confirm)
      await expect(args.onConfirm).toHaveBeenCalledWith({
        pin: '2468',
        reason: 'Sold twice',
        type: null,
      })
      await expect(
        within(dialog).getByRole('textbox', { name: 'Manager PIN' }),
      ).not.toHaveTextContent('•')
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const RefundByPayment: Story = {
  name: 'Refund an item, by Cash or EFTPOS',
  args: { request: refundBear },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Refund Graduation Bear')
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    await expect(dialog).toHaveTextContent('Given back: $35.00')
    await step('with a reason and a PIN, Confirm still waits for the payment', async () => {
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Reason' }),
        'Cracked frame glass',
      )
      await typePin(dialog, '2468')
      await expect(confirm).toBeDisabled()
    })
    await step('EFTPOS chosen, the approval goes with it', async () => {
      const eftpos = within(dialog).getByRole('button', { name: 'EFTPOS' })
      await userEvent.click(eftpos)
      await expect(eftpos).toHaveAttribute('aria-pressed', 'true')
      await expect(eftpos.getBoundingClientRect().height).toBeGreaterThanOrEqual(72)
      await userEvent.click(confirm)
      await expect(args.onConfirm).toHaveBeenCalledWith({
        pin: '2468',
        reason: 'Cracked frame glass',
        type: 'Eftpos',
      })
    })
  },
}

export const MissingReason: Story = {
  name: 'No reason given: Confirm waits',
  args: { request: refundBear },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Refund Graduation Bear')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash' }))
    await typePin(dialog, '2468')
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    await expect(reason).toBeRequired()
    // Blanks are no reason.
    await userEvent.type(reason, '   ')
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    await expect(confirm).toBeDisabled()
    within(dialog).getByRole('textbox', { name: 'Manager PIN' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).not.toHaveBeenCalled()
    // A reason stops at 200 characters.
    await userEvent.type(reason, 'x'.repeat(210))
    await expect(reason).toHaveValue(`   ${'x'.repeat(197)}`)
    await expect(confirm).toBeEnabled()
  },
}

export const OperatorRefused: Story = {
  name: "An operator's PIN refused",
  args: { error: "Only a manager's PIN can void a sale. Please ask a manager." },
  play: async () => {
    const dialog = await dialogNamed('Void sale 0000546680')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Only a manager's PIN can void a sale. Please ask a manager.",
    )
    await expect(
      within(dialog).getByRole('textbox', { name: 'Manager PIN' }),
    ).toHaveAccessibleDescription("Only a manager's PIN can void a sale. Please ask a manager.")
    // The next attempt starts at the next key.
    await userEvent.click(within(dialog).getByRole('button', { name: '2' }))
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const AlreadyVoided: Story = {
  name: 'Already voided',
  args: { error: 'This sale has already been voided.' },
  play: async () => {
    const dialog = await dialogNamed('Void sale 0000546680')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This sale has already been voided.',
    )
  },
}

export const LockedOut: Story = {
  name: 'Too many wrong PINs: the pad waits, counting down',
  args: {
    error: 'Too many wrong PINs at this kiosk. Please wait 5 minutes and try again.',
    lockedUntil: Date.now() + 5 * 60_000,
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Void sale 0000546680')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Too many wrong PINs at this kiosk\. Try again in \d:\d\d\.$/,
    )
    await expect(within(dialog).getByRole('button', { name: '1' })).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sold twice')
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

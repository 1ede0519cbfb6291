import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { StaffPinDialog } from './StaffPinDialog'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Staff PIN',
  component: StaffPinDialog,
  args: { open: true, error: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof StaffPinDialog>

export default meta
type Story = StoryObj<typeof meta>

export const EnterPin: Story = {
  name: 'Enter a PIN on the pad',
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    const display = within(dialog).getByRole('textbox', { name: 'PIN' })
    await step('digits show only as dots', async () => {
      for (const digit of ['1', '2', '3', '5'])
        await userEvent.click(within(dialog).getByRole('button', { name: digit }))
      await expect(display).toHaveTextContent('••••')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete last digit' }))
      await userEvent.click(within(dialog).getByRole('button', { name: '4' }))
      await expect(display).toHaveTextContent('••••')
    })
    await step('submit sends the PIN and clears the display', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).toHaveBeenCalledWith('1234')
      await expect(display).not.toHaveTextContent('•')
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const KeyboardEntry: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'A keyboard works too',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    within(dialog).getByRole('textbox', { name: 'PIN' }).focus()
    await userEvent.keyboard('4321{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('4321')
  },
}

export const WrongPin: Story = {
  name: 'Invalid PIN code, gone at the next key',
  args: { error: 'Invalid PIN code.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid PIN code.')
    await userEvent.click(within(dialog).getByRole('button', { name: '7' }))
    await expect(within(dialog).queryByRole('alert')).toBeNull()
    await expect(within(dialog).queryByText('Invalid PIN code.')).toBeNull()
  },
}

export const LockedOut: Story = {
  name: 'Too many wrong PINs: the pad waits, counting down',
  args: {
    error: 'Too many wrong PINs at this kiosk. Please wait 5 minutes and try again.',
    lockedUntil: Date.now() + 5 * 60_000,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Too many wrong PINs at this kiosk\. Try again in \d:\d\d\.$/,
    )
    await expect(within(dialog).getByRole('button', { name: '1' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled()
    within(dialog).getByRole('textbox', { name: 'PIN' }).focus()
    await userEvent.keyboard('1234{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const LockOver: Story = {
  name: 'A lockout that has ended: the pad works again',
  args: { error: 'Too many wrong PINs at this kiosk.', lockedUntil: 1 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('button', { name: '1' })).toBeEnabled()
  },
}

export const SubmitsItself: Story = {
  name: 'A PIN of the set length submits itself',
  args: { pinLength: 4 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    for (const digit of ['2', '4', '6', '8'])
      await userEvent.click(within(dialog).getByRole('button', { name: digit }))
    await expect(args.onSubmit).toHaveBeenCalledWith('2468')
    await expect(within(dialog).getByRole('textbox', { name: 'PIN' })).not.toHaveTextContent('•')
  },
}

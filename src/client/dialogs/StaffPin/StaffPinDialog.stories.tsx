import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { StaffPinDialog } from './StaffPinDialog'

const meta = {
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
  name: 'A keyboard works too',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    within(dialog).getByRole('textbox', { name: 'PIN' }).focus()
    await userEvent.keyboard('4321{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('4321')
  },
}

export const WrongPin: Story = {
  name: 'Invalid PIN code',
  args: { error: 'Invalid PIN code.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid PIN code.')
  },
}

export const LockedOut: Story = {
  name: 'Too many wrong PINs',
  args: { error: 'Too many wrong PINs. Please wait 5 minutes and try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many wrong PINs.')
  },
}

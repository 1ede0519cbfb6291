import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PromptDialog } from './PromptDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Prompt',
  component: PromptDialog,
  args: { open: true, title: 'Please enter email address', label: 'Email address', onAnswer: fn() },
} satisfies Meta<typeof PromptDialog>
export default meta
type Story = StoryObj<typeof meta>

export const EnterEmail: Story = {
  name: 'Enter email address',
  play: async ({ args }) => {
    const input = await screen.findByLabelText('Email address')
    await userEvent.type(input, 'grad@student.example')
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    await expect(args.onAnswer).toHaveBeenCalledWith('grad@student.example')
  },
}

export const Prefilled: Story = {
  args: { defaultValue: 'avery@student.example' },
  play: async ({ args }) => {
    await expect(await screen.findByLabelText('Email address')).toHaveValue('avery@student.example')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(args.onAnswer).toHaveBeenCalledWith(null)
  },
}

export const FieldError: Story = {
  name: 'A refused answer: the message under the field, the prompt open',
  args: { error: 'Invalid email address.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Please enter email address' })
    const input = within(dialog).getByLabelText('Email address')
    await expect(input).toHaveAccessibleDescription('Invalid email address.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

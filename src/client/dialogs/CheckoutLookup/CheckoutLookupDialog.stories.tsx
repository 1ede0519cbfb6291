import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { CheckoutLookupDialog } from './CheckoutLookupDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Customer lookup',
  component: CheckoutLookupDialog,
  args: {
    requireAddress: false,
    error: null,
    onSearch: fn(),
    onCreateCustomer: fn(),
    onExpress: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CheckoutLookupDialog>

export default meta
type Story = StoryObj<typeof meta>

export const FindStudent: Story = {
  name: 'Find a student, create one or check out without',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await userEvent.type(within(dialog).getByLabelText('Student ID'), ' 41001001 ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('41001001')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Customer' }))
    await expect(args.onCreateCustomer).toHaveBeenCalledOnce()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Check out without customer' }),
    )
    await expect(args.onExpress).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const AddressRequired: Story = {
  name: 'Posted item: no express checkout',
  args: { requireAddress: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await expect(within(dialog).queryByText('Express Check Out')).not.toBeInTheDocument()
    await expect(
      within(dialog).queryByRole('button', { name: 'Check out without customer' }),
    ).not.toBeInTheDocument()
  },
}

export const InvalidStudentId: Story = {
  name: 'No student with that ID',
  args: { error: 'No student with ID 41009999.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await expect(within(dialog).getByLabelText('Student ID')).toHaveAccessibleDescription(
      'No student with ID 41009999.',
    )
  },
}

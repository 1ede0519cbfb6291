import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { TenderDialog } from './TenderDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Cash tendered',
  component: TenderDialog,
  args: { open: true, totalCents: 6500, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof TenderDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.findByRole('dialog', { name: 'Cash Tendered' })

export const QuickAmount: Story = {
  name: 'A quick amount shows the change due',
  play: async ({ args, step }) => {
    const tender = within(await dialog())
    await step('the exact total and the next notes above it are offered', async () => {
      const quick = within(tender.getByRole('group', { name: 'Quick amounts' }))
      const labels = quick.getAllByRole('button').map((b) => b.textContent)
      await expect(labels).toEqual(['Exact $65.00', '$70.00', '$80.00', '$100.00'])
    })
    await expect(tender.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.click(tender.getByRole('button', { name: '$100.00' }))
    await expect(tender.getByLabelText('Change due')).toHaveTextContent('$35.00')
    await userEvent.click(tender.getByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledWith(10000)
  },
}

export const Keypad: Story = {
  name: 'Typed on the keypad; too little cannot continue',
  play: async ({ args }) => {
    const tender = within(await dialog())
    for (const key of ['6', '0']) await userEvent.click(tender.getByRole('button', { name: key }))
    await expect(tender.getByRole('textbox', { name: 'Amount tendered' })).toHaveTextContent('$60')
    await expect(tender.getByText('Enter at least $65.00')).toBeVisible()
    await expect(tender.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.click(tender.getByRole('button', { name: 'Delete last digit' }))
    for (const key of ['7', 'Decimal point', '5'])
      await userEvent.click(tender.getByRole('button', { name: key }))
    await expect(tender.getByLabelText('Change due')).toHaveTextContent('$2.50')
    await userEvent.click(tender.getByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledWith(6750)
    await userEvent.click(tender.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

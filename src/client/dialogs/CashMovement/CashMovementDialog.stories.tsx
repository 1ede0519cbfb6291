import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { CashMovementDialog } from './CashMovementDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Cash in and out',
  component: CashMovementDialog,
  args: { type: 'out', refusal: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CashMovementDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }))

export const CashOutNeedsBoth: Story = {
  name: 'Cash out needs an amount and a reason',
  play: async ({ args, step }) => {
    const out = await dialog('Cash out')
    await step('with neither, both are asked for and nothing is sent', async () => {
      await userEvent.click(out.getByRole('button', { name: 'Take out' }))
      await expect(out.getByText(DRAWER_MESSAGES.amountZero)).toBeVisible()
      await expect(out.getByText(DRAWER_MESSAGES.reasonNeeded)).toBeVisible()
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('an amount alone is not enough', async () => {
      for (const key of ['2', '0']) await userEvent.click(out.getByRole('button', { name: key }))
      await expect(out.getByRole('textbox', { name: 'Amount' })).toHaveTextContent('$20')
      await userEvent.click(out.getByRole('button', { name: 'Take out' }))
      await expect(out.queryByText(DRAWER_MESSAGES.amountZero)).not.toBeInTheDocument()
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('with a reason it is sent', async () => {
      await userEvent.type(out.getByRole('textbox', { name: /Reason/ }), ' Float to the bar ')
      await userEvent.click(out.getByRole('button', { name: 'Take out' }))
      await expect(args.onSubmit).toHaveBeenCalledWith('out', 2000, 'Float to the bar')
    })
  },
}

export const CashIn: Story = {
  name: 'Cash in with its reason',
  args: { type: 'in' },
  play: async ({ args }) => {
    const cashIn = await dialog('Cash in')
    for (const key of ['5', '.', '5'])
      await userEvent.click(
        cashIn.getByRole('button', { name: key === '.' ? 'Decimal point' : key }),
      )
    await userEvent.type(cashIn.getByRole('textbox', { name: /Reason/ }), 'Coins from the bank')
    await userEvent.click(cashIn.getByRole('button', { name: 'Put in' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('in', 550, 'Coins from the bank')
    await userEvent.click(cashIn.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const TooMuchOut: Story = {
  name: 'The server refuses taking out more than the drawer holds',
  args: {
    refusal: {
      message: 'The amount is refused.',
      fields: { amount: [DRAWER_MESSAGES.outTooMuch(23500)] },
    },
  },
  play: async () => {
    const out = await dialog('Cash out')
    await expect(
      out.getByText('The drawer should hold only $235.00: no more than that can be taken out.'),
    ).toBeVisible()
  },
}

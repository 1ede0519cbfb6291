import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PaymentPanel } from './PaymentPanel'

const meta = {
  title: 'Components/Payment',
  tags: ['autodocs'],
  component: PaymentPanel,
  args: { totalCents: 6500, onPay: fn() },
} satisfies Meta<typeof PaymentPanel>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const pad = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Cash tendered' }))
const press = async (canvas: Canvas, ...keys: string[]) => {
  for (const key of keys) await userEvent.click(pad(canvas).getByRole('button', { name: key }))
}
const readout = (canvas: Canvas) => pad(canvas).getByRole('textbox', { name: 'Amount tendered' })

export const Eftpos: Story = {
  name: 'EFTPOS pays the total at once',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Total (GST inc.)')).toHaveTextContent('$65.00')
    await expect(canvas.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'EFTPOS' }))
    await expect(args.onPay).toHaveBeenCalledWith('Eftpos', null)
  },
}

export const CashQuickAmount: Story = {
  name: 'Cash: a quick amount shows the change due',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    const quick = within(pad(canvas).getByRole('group', { name: 'Quick amounts' }))
    await expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Exact $65.00',
      '$70.00',
      '$80.00',
      '$100.00',
    ])
    await expect(pad(canvas).getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.click(quick.getByRole('button', { name: '$100.00' }))
    await expect(pad(canvas).getByLabelText('Change due')).toHaveTextContent('$35.00')
    // The total stays in view above the pad while the cash is counted.
    await expect(canvas.getByLabelText('Total (GST inc.)')).toHaveTextContent('$65.00')
    await userEvent.click(pad(canvas).getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 10000)
  },
}

export const CashKeyed: Story = {
  name: 'Cash: keyed on the pad; too little cannot continue',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await press(canvas, '6', '0')
    await expect(readout(canvas)).toHaveTextContent('$60')
    await expect(pad(canvas).getByText('Enter at least $65.00')).toBeVisible()
    await expect(pad(canvas).getByRole('button', { name: 'Continue' })).toBeDisabled()
    await press(canvas, 'Delete last digit', '7', 'Decimal point', '5')
    await expect(pad(canvas).getByLabelText('Change due')).toHaveTextContent('$2.50')
    await userEvent.click(pad(canvas).getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 6750)
  },
}

export const DigitAfterQuickAmount: Story = {
  name: 'Cash: a digit after a quick amount starts a new amount',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await userEvent.click(pad(canvas).getByRole('button', { name: '$70.00' }))
    await expect(readout(canvas)).toHaveTextContent('$70.00')
    // The customer hands over $75 after all: the cashier keys it straight in.
    await press(canvas, '7', '5')
    await expect(readout(canvas)).toHaveTextContent('$75')
    await expect(pad(canvas).getByRole('button', { name: '$70.00' })).not.toHaveClass(
      'MuiButton-contained',
    )
    await expect(pad(canvas).getByLabelText('Change due')).toHaveTextContent('$10.00')
    await userEvent.click(pad(canvas).getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 7500)
  },
}

export const ClearKey: Story = {
  name: 'Cash: Clear starts the amount again',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await press(canvas, '8', '0', 'Clear')
    await expect(readout(canvas)).toHaveTextContent(/^\$$/)
    await expect(pad(canvas).getByText('Enter at least $65.00')).toBeVisible()
    await press(canvas, '6', '5')
    await userEvent.click(pad(canvas).getByRole('button', { name: 'Continue' }))
    await expect(args.onPay).toHaveBeenCalledWith('Cash', 6500)
  },
}

export const ImplausibleAmount: Story = {
  name: 'Cash: more than the total plus $10,000 is refused as keyed',
  args: { totalCents: 26000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await press(canvas, '3', '0', '2', '5')
    await expect(readout(canvas)).toHaveTextContent('$3025')
    // A fifth digit would make $30,250.00 on a $260.00 sale: refused, and said why.
    await press(canvas, '0')
    await expect(readout(canvas)).toHaveTextContent('$3025')
    await expect(pad(canvas).getByRole('alert')).toHaveTextContent(
      'The amount tendered cannot be more than $10,260.00: check the amount keyed in.',
    )
    await expect(pad(canvas).queryByText('$29,990.00')).not.toBeInTheDocument()
    await press(canvas, 'Delete last digit')
    await expect(pad(canvas).queryByRole('alert')).not.toBeInTheDocument()
    await expect(pad(canvas).getByLabelText('Change due')).toHaveTextContent('$42.00')
  },
}

export const BackToChoice: Story = {
  name: 'Cash: back to Cash or EFTPOS, nothing paid',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Cash or EFTPOS' }))
    await expect(canvas.queryByRole('region', { name: 'Cash tendered' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'EFTPOS' }))
    await expect(args.onPay).toHaveBeenCalledOnce()
    await expect(args.onPay).toHaveBeenCalledWith('Eftpos', null)
  },
}

export const Blocked: Story = {
  name: 'Blocked: visibly off with the reason, the error only after a tap',
  args: { blocked: { reason: 'Choose a ceremony first', error: 'Please select a ceremony.' } },
  play: async ({ canvas, args, step }) => {
    const cash = canvas.getByRole('button', { name: 'Cash' })
    await step('off, and why, with nothing in red', async () => {
      await expect(cash).toHaveAttribute('aria-disabled', 'true')
      await expect(canvas.getByRole('button', { name: 'EFTPOS' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await expect(cash).toHaveAccessibleDescription('Choose a ceremony first')
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
      await expect(canvas.queryByText('Please select a ceremony.')).not.toBeInTheDocument()
    })
    await step('a tap says the error in the same place, moving nothing', async () => {
      const before = cash.getBoundingClientRect().top
      const reasonBox = canvas.getByText('Choose a ceremony first').parentElement!
      const height = reasonBox.getBoundingClientRect().height
      await userEvent.click(cash)
      await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a ceremony.')
      await expect(cash.getBoundingClientRect().top).toBe(before)
      await expect(canvas.getByRole('alert').getBoundingClientRect().height).toBe(height)
      await expect(args.onPay).not.toHaveBeenCalled()
      await expect(canvas.queryByRole('region', { name: 'Cash tendered' })).not.toBeInTheDocument()
    })
  },
}

export const TouchTargets: Story = {
  name: 'Every control is at least 48 px each way',
  play: async ({ canvas }) => {
    const sizes = () =>
      canvas.getAllByRole('button').map((b) => {
        const { width, height } = b.getBoundingClientRect()
        return {
          name: b.textContent || b.getAttribute('aria-label'),
          small: width < 48 || height < 48,
        }
      })
    await expect(sizes().filter((s) => s.small)).toEqual([])
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await expect(sizes().filter((s) => s.small)).toEqual([])
  },
}

export const Upgrade: Story = {
  name: 'An upgrade: the total payable, the question asked by the screen',
  args: { totalCents: 5000, totalLabel: 'Total payable (GST inc.)', ask: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Total payable (GST inc.)')).toHaveTextContent('$50.00')
    await expect(canvas.queryByRole('heading', { name: 'How would you like to pay?' })).toBeNull()
  },
}

export const Saving: Story = {
  name: 'While saving nothing can be tapped',
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'EFTPOS' })).toBeDisabled()
  },
}

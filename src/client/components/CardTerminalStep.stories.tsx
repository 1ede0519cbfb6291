import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import Button from '@mui/material/Button'
import { expect, fn, userEvent } from 'storybook/test'
import { CardTerminalStep, type CardTerminalStepProps } from './CardTerminalStep'
import { PaymentPanel } from './PaymentPanel'

const meta = {
  title: 'Card terminal',
  tags: ['autodocs'],
  component: CardTerminalStep,
  args: {
    state: 'waiting',
    amountCents: 6500,
    display: 'PRESENT CARD',
    reason: null,
    onCancel: fn(),
    onTryAgain: fn(),
    onPayCash: fn(),
  },
} satisfies Meta<typeof CardTerminalStep>

export default meta
type Story = StoryObj<typeof meta>

/** A payment panel whose route closes the step when Pay by cash is tapped. */
function DeclinedInPanel(props: CardTerminalStepProps) {
  const [open, setOpen] = useState(true)
  const onPayCash = () => {
    setOpen(false)
    props.onPayCash?.()
  }
  return (
    <PaymentPanel totalCents={6500} onPay={fn()} terminal={open ? { ...props, onPayCash } : null} />
  )
}

export const PresentTheCard: Story = {
  name: 'Present the card',
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Present the card on the terminal' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Amount on the terminal')).toHaveTextContent('$65.00')
    await expect(canvas.getByRole('status', { name: 'The terminal says' })).toHaveTextContent(
      'PRESENT CARD',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** The terminal's lines replace one another as it says them. */
function Relayed(props: CardTerminalStepProps) {
  const lines = ['PRESENT CARD', 'PROCESSING']
  const [line, setLine] = useState(0)
  return (
    <>
      <CardTerminalStep {...props} display={lines[line] ?? null} />
      <Button size="large" onClick={() => setLine(1)}>
        Next terminal line
      </Button>
    </>
  )
}

export const TerminalLinesAsTheyCome: Story = {
  name: 'The terminal’s own words as they come',
  render: (args) => <Relayed {...args} />,
  play: async ({ canvas }) => {
    const line = canvas.getByRole('status', { name: 'The terminal says' })
    await expect(line).toHaveTextContent('PRESENT CARD')
    await userEvent.click(canvas.getByRole('button', { name: 'Next terminal line' }))
    await expect(line).toHaveTextContent('PROCESSING')
  },
}

export const Checking: Story = {
  name: 'No answer: checking the terminal',
  args: { state: 'checking', display: 'PROCESSING' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Checking the terminal…' })).toBeVisible()
    // The operator may still cancel (and take cash) while the terminal says nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const NetworkCut: Story = {
  name: 'No network: still checking, nothing lost',
  args: { state: 'checking', display: null, cut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checking the terminal…' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The kiosk cannot reach the server. It keeps asking; the payment is not lost.',
    )
  },
}

export const Cancelling: Story = {
  name: 'Cancel sent to a terminal that does not answer',
  args: { state: 'checking', display: null, cancelling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancelling…' })).toBeDisabled()
  },
}

export const Declined: Story = {
  name: 'Declined: try again or cash',
  args: { state: 'declined', display: 'DECLINED', reason: 'Declined by the card’s bank' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Declined by the card’s bank')
    await expect(canvas.queryByRole('status', { name: 'The terminal says' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onTryAgain).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by cash' }))
    await expect(args.onPayCash).toHaveBeenCalledOnce()
  },
}

export const Cancelled: Story = {
  name: 'Cancelled: try again or cash',
  args: { state: 'cancelled', display: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Card payment cancelled' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Pay by cash' })).toBeEnabled()
  },
}

export const RefundInCash: Story = {
  name: 'A refund declined: refund in cash',
  args: { state: 'declined', reason: 'The card was removed too soon', cashLabel: 'Refund in cash' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refund in cash' })).toBeVisible()
  },
}

export const PayByCashOpensThePad: Story = {
  name: 'Pay by cash opens the cash pad of the payment',
  args: { state: 'declined', reason: 'Declined by the card’s bank' },
  render: (args) => <DeclinedInPanel {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by cash' }))
    await expect(args.onPayCash).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('region', { name: 'Cash tendered' })).toBeVisible()
  },
}

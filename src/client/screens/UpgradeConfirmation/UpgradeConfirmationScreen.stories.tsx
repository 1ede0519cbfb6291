import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { stockNamed, stocks } from '../../../../stories/fixtures/catalogue'
import { item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { UpgradeConfirmationScreen } from './UpgradeConfirmationScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Confirm upgrade',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradeConfirmationScreen,
  args: {
    order: pushedOrder,
    item: pushedOrder.order_items[0]!,
    stocks,
    choice: {
      stock: stockNamed('Premium Timber Frame'),
      colour: { name: 'Black', value: '#111111' },
    },
    today: new Date(2026, 10, 21, 10, 0),
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof UpgradeConfirmationScreen>

export default meta
type Story = StoryObj<typeof meta>

export const FrameToTimberFrame: Story = {
  name: 'Frame to a timber frame with a black mat',
  play: async ({ canvas, args, step }) => {
    await step('the previous order: date, order ID, item, colour and retail price', async () => {
      const previous = canvas.getByRole('region', { name: 'Previous Order Details' })
      await expect(previous).toHaveTextContent('Order Date: 01/11/2026')
      await expect(previous).toHaveTextContent('Order ID: 0000546675')
      await expect(within(previous).getByText('Classic Degree Frame with Navy Mat')).toBeVisible()
      await expect(previous).toHaveTextContent('Colour: Navy')
      await expect(previous).toHaveTextContent('Retail price: $95.00')
    })
    await step("the new order: today's date, the item and its price", async () => {
      const next = canvas.getByRole('region', { name: 'New Order Details' })
      await expect(next).toHaveTextContent('Date: 21/11/2026')
      await expect(within(next).getByText('Premium Timber Frame with Black Mat')).toBeVisible()
      await expect(next).toHaveTextContent('Price: $145.00')
    })
    await step('what is payable, with the GST included in the difference', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'The upgrade costs $50.00 more than the original item. Confirm it, then take the payment.',
      )
      const cost = canvas.getByRole('table', { name: 'Upgrade cost' })
      await expect(
        within(cost)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual([
        'Order upgrade Cost$145.00',
        'Original Order-$95.00',
        'TOTAL PAYABLE$50.00',
        'Inc. GST of$4.55',
      ])
    })
    await step('CANCEL and CONFIRM', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'CANCEL' }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM' }))
      await expect(args.onConfirm).toHaveBeenCalledOnce()
    })
  },
}

const twoBears = order(9, [item(20, 9, 'Graduation Bear', { qty: 2, amount: 70 })])

export const TwoOfTheSame: Story = {
  name: 'Two bears to two presentation photos',
  args: {
    order: twoBears,
    item: twoBears.order_items[0]!,
    choice: { stock: stockNamed('Degree Presentation Photo'), colour: null },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Previous Order Details' }),
    ).not.toHaveTextContent('Colour:')
    await expect(canvas.getByRole('alert')).toHaveTextContent('costs $20.00 more')
    const rows = within(canvas.getByRole('table', { name: 'Upgrade cost' })).getAllByRole('row')
    await expect(rows.map((r) => r.textContent)).toEqual([
      'Order upgrade Cost$90.00',
      'Original Order-$70.00',
      'TOTAL PAYABLE$20.00',
      'Inc. GST of$1.82',
    ])
  },
}

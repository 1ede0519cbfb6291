import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expressSale, item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'
import { bear, frame, orderDetailsArgs, TODAY } from './orderDetailsStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Order details: voids and refunds',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderDetails,
  args: orderDetailsArgs,
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

/** A cash sale at the counter today: a bear and a posy. */
const counterSale = order(
  6,
  [item(10, 6, 'Graduation Bear', { amount: 35 }), item(11, 6, 'Graduation Posy')],
  { ...expressSale, type: 'Order#Cash', date: TODAY },
)

export const CounterSaleOfToday: Story = {
  name: 'A counter sale of today: Void sale, and Refund per item',
  args: { order: counterSale },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Void sale' }))
    await expect(args.onVoid).toHaveBeenCalledOnce()
    const bearRow = canvas.getByRole('listitem', { name: 'Graduation Bear' })
    await userEvent.click(within(bearRow).getByRole('button', { name: 'Refund' }))
    await expect(args.onRefund).toHaveBeenCalledWith(10)
  },
}

export const SaleOfAnotherDay: Story = {
  name: 'A counter sale of another day: only refunds',
  args: { order: counterSale, today: '2026-11-02' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Void sale' })).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: 'Refund' })).toHaveLength(2)
  },
}

export const VoidedSale: Story = {
  name: 'A voided sale',
  args: {
    order: {
      ...counterSale,
      status: 'Void',
      order_items: counterSale.order_items.map((i) => ({ ...i, status: 'Void' })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Void sale' })).not.toBeInTheDocument()
    // The sale and each of its items say Void; nothing can be done with them any more.
    await expect(canvas.getAllByText('Void')).toHaveLength(3)
    for (const name of ['Graduation Bear', 'Graduation Posy']) {
      const row = canvas.getByRole('listitem', { name })
      await expect(within(row).getByText('Void')).toBeVisible()
      await expect(within(row).queryByRole('button')).not.toBeInTheDocument()
    }
    const tag = canvas.getAllByText('Void')[0]!.closest('.MuiChip-root')!
    await expect(tag).toHaveClass('MuiChip-colorError')
  },
}

export const RefundedItem: Story = {
  name: 'A refunded item',
  args: { order: { ...pushedOrder, order_items: [frame, { ...bear, status: 'Refunded' }] } },
  play: async ({ canvas }) => {
    const bearRow = canvas.getByRole('listitem', { name: 'Graduation Bear' })
    await expect(within(bearRow).getByText('Refunded')).toBeVisible()
    await expect(within(bearRow).queryByRole('button')).not.toBeInTheDocument()
    const tag = within(bearRow).getByText('Refunded').closest('.MuiChip-root')!
    await expect(tag).not.toHaveClass('MuiChip-colorError')
    // The other item is still the customer's.
    const frameRow = canvas.getByRole('listitem', { name: frame.name })
    await expect(within(frameRow).getByRole('button', { name: 'Refund' })).toBeVisible()
  },
}

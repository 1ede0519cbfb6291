import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'
import { bear, frame, orderDetailsArgs } from './orderDetailsStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Order details',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderDetails,
  args: orderDetailsArgs,
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

export const WithReference: Story = {
  name: 'Pre-order with a reference number',
  play: async ({ canvas, args, step }) => {
    await step('the order, its date and its reference as text and QR code', async () => {
      await expect(canvas.getByRole('heading', { name: 'Order Details' })).toBeVisible()
      await expect(canvas.getByText('01/11/2026')).toBeVisible()
      await expect(canvas.getByText('0000546675')).toBeVisible()
      await expect(canvas.getByText('R700001')).toBeVisible()
      await expect(
        canvas.getByRole('img', { name: 'QR code of reference number R700001' }),
      ).toBeVisible()
    })
    await step('each item with its quantity, catalogue price and actions', async () => {
      const frameRow = canvas.getByRole('listitem', { name: frame.name })
      await expect(frameRow).toHaveTextContent('QTY: 1 · Price: $95.00')
      const bearRow = canvas.getByRole('listitem', { name: 'Graduation Bear' })
      await expect(bearRow).toHaveTextContent('QTY: 1 · Price: $35.00')
      await userEvent.click(within(frameRow).getByRole('button', { name: 'UPGRADE' }))
      await expect(args.onUpgrade).toHaveBeenCalledWith(frame.id)
      await userEvent.click(within(bearRow).getByRole('button', { name: 'Redeem' }))
      await expect(args.onRedeem).toHaveBeenCalledWith(bear.id)
    })
    await step('the confirmation email can be sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Order Confirmation' }))
      await expect(args.onSendConfirmation).toHaveBeenCalledOnce()
    })
  },
}

export const ItemRedeemed: Story = {
  name: 'Item redeemed',
  args: { order: { ...pushedOrder, order_items: [frame, { ...bear, status: 'Close' }] } },
  play: async ({ canvas }) => {
    const bearRow = canvas.getByRole('listitem', { name: 'Graduation Bear' })
    await expect(within(bearRow).getByText('Redeemed')).toBeVisible()
    // Handed over, it can no longer be redeemed or upgraded; brought back, a manager may refund it.
    await expect(
      within(bearRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Refund'])
    const frameRow = canvas.getByRole('listitem', { name: frame.name })
    const redeem = within(frameRow).getByRole('button', { name: 'Redeem' })
    await expect(redeem).toBeEnabled()
    await expect(within(frameRow).getByText('Open')).toBeVisible()
    // Status tags are small labels, plainly not buttons: well under a button's height.
    const tag = within(bearRow).getByText('Redeemed').closest('.MuiChip-root')!
    await expect(tag.getBoundingClientRect().height).toBeLessThan(32)
    await expect(redeem.getBoundingClientRect().height).toBeGreaterThanOrEqual(48)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'

const frame = pushedOrder.order_items[0]!
const bear = pushedOrder.order_items[1]!

const meta = {
  title: 'Lookup/Order details',
  component: OrderDetails,
  args: { order: pushedOrder, stocks, onSendConfirmation: fn(), onRedeem: fn(), onUpgrade: fn() },
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
    await expect(within(bearRow).queryByRole('button')).not.toBeInTheDocument()
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

const upgradedFrame = item(3, 1, 'Premium Timber Frame', {
  name: 'Premium Timber Frame with Black Mat',
  amount: 145,
  json: {
    colour: { name: 'Black', value: '#111111' },
    ges_line_id: 'R700001-U3',
    upgraded_from: frame.id,
  },
})

export const Exchanged: Story = {
  name: 'Item exchanged for an upgrade',
  args: {
    order: {
      ...pushedOrder,
      order_items: [
        { ...frame, json: { ...frame.json, upgraded: true, upgraded_to: 3 } },
        bear,
        upgradedFrame,
      ],
    },
  },
  play: async ({ canvas }) => {
    const old = canvas.getByRole('listitem', { name: frame.name })
    await expect(within(old).getByText('Exchanged')).toBeVisible()
    await expect(within(old).queryByRole('button')).not.toBeInTheDocument()
    // Given up in the exchange: its name and its quantity are struck through, not shown as live.
    const [name, quantity] = within(old).getAllByRole('deletion')
    await expect(name).toHaveTextContent(frame.name)
    await expect(quantity).toHaveTextContent('QTY: 1')
    const upgraded = canvas.getByRole('listitem', { name: 'Premium Timber Frame with Black Mat' })
    await expect(upgraded).toHaveTextContent('Price: $145.00')
    await expect(within(upgraded).queryByText('Exchanged')).not.toBeInTheDocument()
    await expect(within(upgraded).queryByRole('deletion')).not.toBeInTheDocument()
    await expect(within(upgraded).getByText('Open')).toBeVisible()
    await expect(within(upgraded).getByRole('button', { name: 'Redeem' })).toBeVisible()
    await expect(within(upgraded).getByRole('button', { name: 'UPGRADE' })).toBeVisible()
  },
}

export const NothingLeft: Story = {
  name: 'No quantity left, struck through',
  args: { order: { ...pushedOrder, order_items: [frame, { ...bear, qty: 0, amount: 0 }] } },
  play: async ({ canvas }) => {
    const bearRow = canvas.getByRole('listitem', { name: 'Graduation Bear' })
    const [name, quantity] = within(bearRow).getAllByRole('deletion')
    await expect(name).toHaveTextContent('Graduation Bear')
    await expect(quantity).toHaveTextContent('QTY: 0')
    await expect(within(bearRow).queryByRole('button')).not.toBeInTheDocument()
    await expect(
      within(canvas.getByRole('listitem', { name: frame.name })).queryByRole('deletion'),
    ).not.toBeInTheDocument()
  },
}

const unpushed = order(6, [item(10, 6, 'Charm Bear Keyring')])

export const NotPushed: Story = {
  name: 'Not yet in the ordering system',
  args: { order: unpushed },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Reference Number')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument()
    const row = canvas.getByRole('listitem', { name: 'Charm Bear Keyring' })
    await expect(within(row).getByRole('button', { name: 'Redeem' })).toBeVisible()
    await expect(within(row).queryByRole('button', { name: 'UPGRADE' })).not.toBeInTheDocument()
  },
}

export const LineIdMissing: Story = {
  name: 'Item without an ordering-system line',
  args: { order: { ...pushedOrder, order_items: [{ ...bear, json: {} }] } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Graduation Bear' })
    await expect(within(row).getByRole('button', { name: 'Redeem' })).toBeVisible()
    await expect(within(row).queryByRole('button', { name: 'UPGRADE' })).not.toBeInTheDocument()
  },
}

export const NoOrderChosen: Story = {
  name: 'No order chosen',
  args: { order: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Choose SEE ORDER on an order to see its items here.'),
    ).toBeVisible()
    await expect(
      canvas.queryByRole('button', { name: 'Send Order Confirmation' }),
    ).not.toBeInTheDocument()
  },
}

export const NoItems: Story = {
  name: 'Order without items',
  args: { order: { ...pushedOrder, order_items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This order has no items.')).toBeVisible()
  },
}

export const CatalogueLoading: Story = {
  name: 'Catalogue not loaded yet',
  args: { stocks: [], order: { ...pushedOrder, order_items: [{ ...bear, qty: 2, amount: 60 }] } },
  play: async ({ canvas }) => {
    // Until the catalogue arrives, an item shows what one of it was sold for.
    await expect(canvas.getByRole('listitem', { name: 'Graduation Bear' })).toHaveTextContent(
      'QTY: 2 · Price: $30.00',
    )
  },
}

export const Saving: Story = {
  name: 'Saving a change',
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Order Confirmation' })).toBeDisabled()
    for (const button of canvas.getAllByRole('button', { name: /Redeem|UPGRADE/ }))
      await expect(button).toBeDisabled()
  },
}

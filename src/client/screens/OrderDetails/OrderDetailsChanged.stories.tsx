import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { item, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'
import { bear, frame, orderDetailsArgs } from './orderDetailsStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Order details: items changed',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderDetails,
  args: orderDetailsArgs,
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

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

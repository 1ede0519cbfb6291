import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'
import { bear, orderDetailsArgs } from './orderDetailsStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Order details: nothing to show yet',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderDetails,
  args: orderDetailsArgs,
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

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

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from './OrderDetails'
import { bear, orderDetailsArgs } from './orderDetailsStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Order details: not in the ordering system',
  parameters: { chromatic: { modes: screenModes } },
  component: OrderDetails,
  args: orderDetailsArgs,
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

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

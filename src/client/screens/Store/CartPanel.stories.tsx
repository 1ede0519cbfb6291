import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { stockNamed } from '../../../../stories/fixtures/catalogue'
import { CartPanel } from './CartPanel'

const bear = stockNamed('Graduation Bear')
const frame = stockNamed('Classic Degree Frame')
const navy = { name: 'Navy', value: '#1f2a44' }

const meta = {
  tags: ['autodocs'],
  title: 'Store/Cart',
  component: CartPanel,
  args: { lines: [], onIncrement: fn(), onDecrement: fn(), onCheckout: fn() },
} satisfies Meta<typeof CartPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  name: 'Empty cart',
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('complementary', { name: 'Cart' })
    await expect(within(cart).getByText('Tap a product to add it.')).toBeVisible()
    await expect(within(cart).getByLabelText('Total')).toHaveTextContent('$0.00')
    await userEvent.click(within(cart).getByRole('button', { name: 'Check out' }))
    await expect(args.onCheckout).toHaveBeenCalledOnce()
  },
}

export const TwoBears: Story = {
  name: 'Two bears: total with GST included',
  args: { lines: [{ stock: bear, qty: 2, colour: null }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Quantity of Graduation Bear')).toHaveTextContent('2')
    await expect(canvas.getByLabelText('Subtotal')).toHaveTextContent('$63.64')
    await expect(canvas.getByLabelText('GST')).toHaveTextContent('$6.36')
    await expect(canvas.getByLabelText('Total')).toHaveTextContent('$70.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Graduation Bear' }))
    await expect(args.onIncrement).toHaveBeenCalledWith(args.lines[0])
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Graduation Bear' }))
    await expect(args.onDecrement).toHaveBeenCalledWith(args.lines[0])
  },
}

export const WithColour: Story = {
  name: 'A frame with its mat colour beside a bear',
  args: {
    lines: [
      { stock: frame, qty: 1, colour: navy },
      { stock: bear, qty: 1, colour: null },
    ],
  },
  play: async ({ canvas, args }) => {
    const line = canvas.getByRole('listitem', { name: 'Classic Degree Frame (Navy)' })
    await expect(within(line).getByText(/^Navy ·/)).toBeVisible()
    await userEvent.click(
      within(line).getByRole('button', { name: 'Add one Classic Degree Frame (Navy)' }),
    )
    await expect(args.onIncrement).toHaveBeenCalledWith(args.lines[0])
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

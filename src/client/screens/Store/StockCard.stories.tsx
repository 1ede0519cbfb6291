import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { stockLabel } from '../../../domain/stock/onHand'
import { StockGrid } from './StockGrid'

const bear = stocks.find((s) => s.name === 'Graduation Bear')!
const keyring = stocks.find((s) => s.name === 'Charm Bear Keyring')!
const shown = stocks.filter((s) => s.type !== 'Stock#Matboard')

/** The store's cards, as the store shows them with counts on hand. */
const meta = {
  title: 'Store/Stock card',
  component: StockGrid,
  args: {
    stocks: shown,
    filters: [],
    search: '',
    onAdd: fn(),
    labels: {
      [bear.id]: stockLabel(3)!,
      [keyring.id]: stockLabel(0)!,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockGrid>

export default meta
type Story = StoryObj<typeof meta>

export const FewLeftAndSoldOut: Story = {
  name: '3 left and Sold out, the card the same size',
  play: async ({ canvas, args }) => {
    const few = await canvas.findByRole('button', { name: 'Graduation Bear, $35.00, 3 left' })
    const out = canvas.getByRole('button', { name: 'Charm Bear Keyring, $18.00, Sold out' })
    await expect(few).toHaveTextContent('3 left')
    await expect(out).toHaveTextContent('Sold out')
    // A sold-out card still takes a tap: the store asks before selling it.
    await userEvent.click(out)
    await expect(args.onAdd).toHaveBeenCalledWith(keyring)
    const plain = canvas.getByRole('button', { name: /^Degree Presentation Photo, / })
    const height = plain.getBoundingClientRect().height
    await expect(few.getBoundingClientRect().height).toBe(height)
    await expect(out.getBoundingClientRect().height).toBe(height)
  },
}

export const NotCounted: Story = {
  name: 'Not counted: no label',
  args: { labels: {} },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    await expect(card).not.toHaveTextContent(/left|Sold out/)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { stockNamed, stocks } from '../../../../stories/fixtures/catalogue'
import { StockGrid } from './StockGrid'

const meta = {
  title: 'Store/Products',
  component: StockGrid,
  args: { stocks, loading: false, filters: [], onAdd: fn() },
} satisfies Meta<typeof StockGrid>

export default meta
type Story = StoryObj<typeof meta>

export const EveryCategory: Story = {
  name: 'Every category, in catalogue order',
  play: async ({ canvas, args }) => {
    const bears = canvas.getByRole('region', { name: 'Bears & Charms' })
    await expect(within(bears).getAllByRole('button')).toHaveLength(2)
    await userEvent.click(within(bears).getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await expect(args.onAdd).toHaveBeenCalledWith(stockNamed('Graduation Bear'))
  },
}

export const Filtered: Story = {
  name: 'Only the categories chosen',
  args: { filters: ['Stock#Frame', 'Stock#Bear'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Bears & Charms',
      'Frames',
    ])
  },
}

export const Loading: Story = {
  name: 'Loading products',
  args: { stocks: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading products' })).toBeVisible()
  },
}

export const Empty: Story = {
  name: 'No products to show',
  args: { stocks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products to show.')).toBeVisible()
  },
}

import { useCallback, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CartLine } from '../../../domain/sale/cart'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { CartPanel } from './CartPanel'
import { StockGrid } from './StockGrid'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

/** Every render of a card reads its stock's name: counting the reads counts the renders. */
let nameReads = 0
const counted: CatalogueStock[] = stocks
  .filter((s) => s.type !== 'Stock#Matboard')
  .map((stock) => {
    const copy = { ...stock }
    Object.defineProperty(copy, 'name', {
      get: () => {
        nameReads += 1
        return stock.name
      },
    })
    return copy
  })

const NO_FILTERS: never[] = []

/** The store's grid and cart side by side, as the route wires them: a stable onAdd. */
function GridWithCart() {
  const [cart, setCart] = useState<CartLine<CatalogueStock>[]>([])
  const onAdd = useCallback((stock: CatalogueStock) => {
    // The cart keeps a plain copy, so reading its names does not count as a card render.
    const plain = { ...stocks.find((s) => s.id === stock.id)! }
    setCart((lines) => [...lines, { stock: plain, qty: 1, colour: null }])
  }, [])
  const bump = (line: CartLine<CatalogueStock>) =>
    setCart((lines) => lines.map((l) => (l === line ? { ...l, qty: l.qty + 1 } : l)))
  return (
    <div style={{ display: 'flex', height: 700 }}>
      <div style={{ flex: 1, overflow: 'auto' }}>
        <StockGrid stocks={counted} filters={NO_FILTERS} search="" onAdd={onAdd} />
      </div>
      <CartPanel lines={cart} onIncrement={bump} onDecrement={bump} onCheckout={() => {}} />
    </div>
  )
}

const meta = {
  tags: ['autodocs'],
  title: 'Store/Stock grid',
  component: GridWithCart,
} satisfies Meta<typeof GridWithCart>

export default meta
type Story = StoryObj<typeof meta>

export const CartChangesSkipTheGrid: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'A cart change re-renders no card',
  play: async ({ canvas }) => {
    const bear = await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    await userEvent.click(bear)
    await waitFor(() => expect(bear).not.toHaveAttribute('data-tapped'))
    const cart = canvas.getByRole('complementary', { name: 'Cart' })
    await within(cart).findByLabelText('Quantity of Graduation Bear')
    const before = nameReads
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(cart).getByRole('button', { name: 'Add one Graduation Bear' }))
    await expect(within(cart).getByLabelText('Quantity of Graduation Bear')).toHaveTextContent('4')
    await expect(nameReads).toBe(before)
  },
}

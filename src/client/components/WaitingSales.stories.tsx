import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WaitingSales, type WaitingSale } from './WaitingSales'
import { testOnlyParameters } from '../../../stories/support/testOnly'

const waiting: WaitingSale = {
  key: 'sale-1',
  number: 'K7QX-0001',
  createdAt: '2026-11-23T10:42:00',
  customer: 'Express',
  totalCents: 3000,
  state: 'waiting',
  error: null,
}
const refused: WaitingSale = {
  key: 'sale-2',
  number: 'K7QX-0002',
  createdAt: '2026-11-23T10:47:00',
  customer: 'Jordan Lee',
  totalCents: 9500,
  state: 'refused',
  error: 'The amount and paid must equal the cart total, $99.00.',
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Waiting sales',
  component: WaitingSales,
  args: { sales: [waiting], onAcceptPrices: fn(), onCancelSale: fn() },
} satisfies Meta<typeof WaitingSales>
export default meta
type Story = StoryObj<typeof meta>

export const OneSaleWaiting: Story = {
  name: 'One sale waiting to be sent',
  play: async ({ canvas }) => {
    const sale = canvas.getByRole('listitem', { name: 'Sale K7QX-0001' })
    await expect(sale).toHaveTextContent('10:42')
    await expect(sale).toHaveTextContent('Express')
    await expect(sale).toHaveTextContent('$30.00')
    await expect(within(sale).queryByRole('button')).toBeNull()
  },
}

export const RefusedByTheServer: Story = {
  name: 'A sale the server refused: accept its prices or cancel',
  args: { sales: [waiting, refused] },
  play: async ({ canvas, args }) => {
    const sale = canvas.getByRole('listitem', { name: 'Sale K7QX-0002' })
    await expect(within(sale).getByRole('alert')).toHaveTextContent('$99.00')
    await userEvent.click(within(sale).getByRole('button', { name: 'Accept today’s prices' }))
    await expect(args.onAcceptPrices).toHaveBeenCalledWith('sale-2')
    await userEvent.click(within(sale).getByRole('button', { name: 'Cancel with a note' }))
    await expect(args.onCancelSale).toHaveBeenCalledWith('sale-2')
  },
}

export const NothingWaiting: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Nothing waiting: no panel',
  args: { sales: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

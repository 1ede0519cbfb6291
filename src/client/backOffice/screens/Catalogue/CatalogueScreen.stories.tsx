import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { AdminStock } from '../../../../domain/contract/backOfficeCatalogue'
import { CatalogueScreen } from './CatalogueScreen'

const bear: AdminStock = {
  id: 1,
  type: 'Stock#Bear',
  name: 'Graduation Bear',
  price: 35,
  colours: [],
  picture: null,
  require_address: false,
  ceremony_id: null,
  active: true,
  on_hand: 3,
  ceremony_counts: [],
}
const frame: AdminStock = {
  ...bear,
  id: 2,
  type: 'Stock#Frame',
  name: 'Classic Degree Frame',
  price: 95,
  colours: [
    { name: 'Navy', value: '#1f2a44' },
    { name: 'Burgundy', value: '#7b1e2b' },
  ],
  require_address: true,
  on_hand: null,
  ceremony_counts: [{ ceremony_id: 7, on_hand: 2 }],
}
const ceremonies = [{ id: 7, name: 'Faculty of Arts', date: '2026-11-21' }]

const meta = {
  title: 'Back office/Catalogue',
  component: CatalogueScreen,
  args: {
    status: 'ready',
    stocks: [bear, frame],
    ceremonies,
    dialog: null,
    dialogErrors: {},
    saving: false,
    onOpen: fn(),
    onSave: fn(),
    onCount: fn(),
    onPicture: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CatalogueScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ByCategory: Story = {
  name: 'Stocks by category with price, colours and count',
  play: async ({ canvas, args }) => {
    const bears = canvas.getByRole('table', { name: 'Bears & Charms' })
    await expect(bears).toHaveTextContent('Graduation Bear')
    await expect(bears).toHaveTextContent('$35.00')
    const frames = canvas.getByRole('table', { name: 'Frames' })
    await expect(frames).toHaveTextContent('Navy')
    await expect(frames).toHaveTextContent('Required')
    await expect(frames).toHaveTextContent('Not counted (+1 ceremony count)')
    await userEvent.click(within(bears).getByRole('button', { name: 'Count Graduation Bear' }))
    await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'count', stock: bear })
    const file = new File([new Uint8Array([0x89, 0x50])], 'bear.png', { type: 'image/png' })
    await userEvent.upload(canvas.getByLabelText('Picture of Graduation Bear'), file)
    await expect(args.onPicture).toHaveBeenCalledWith(bear, file)
  },
}

export const EditPrice: Story = {
  name: 'Edit: a new price, for new sales only',
  args: { dialog: { kind: 'edit', stock: bear } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Graduation Bear' })
    await expect(within(dialog).getByText(/past orders keep what was paid/)).toBeVisible()
    const price = within(dialog).getByLabelText(/Price/)
    await userEvent.clear(price)
    await userEvent.type(price, '39.50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      bear,
      expect.objectContaining({ price: '39.50', colours: [], active: true }),
    )
  },
}

export const EditRefused: Story = {
  name: 'Edit refused: the reason under its field',
  args: {
    dialog: { kind: 'edit', stock: bear },
    dialogErrors: { price: ['Price "ten" is not an amount like 12.50.'] },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Graduation Bear' })
    await expect(dialog).toHaveTextContent('Price "ten" is not an amount like 12.50.')
  },
}

export const SetCount: Story = {
  name: 'Count: set how many are on hand',
  args: { dialog: { kind: 'count', stock: bear } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Count Graduation Bear' })
    const field = within(dialog).getByLabelText('On hand')
    await expect(field).toHaveValue('3')
    await userEvent.clear(field)
    await userEvent.type(field, '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onCount).toHaveBeenCalledWith(bear, { ceremony_id: null, on_hand: 1 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not counted' }))
    await expect(args.onCount).toHaveBeenCalledWith(bear, { ceremony_id: null, on_hand: null })
  },
}

export const Loading: Story = { args: { status: 'loading', stocks: [] } }

export const Empty: Story = {
  name: 'No stock yet',
  args: { stocks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stock yet: import stocks.csv.')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  name: 'Could not load',
  args: { status: 'error', error: 'The catalogue could not be loaded.', stocks: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

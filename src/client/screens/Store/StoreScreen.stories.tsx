import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CartLine } from '../../../domain/sale/cart'
import type { Stock } from '../../../domain/contract/stock'
import { stockNamed, stocks } from '../../../../stories/fixtures/catalogue'
import { LONG, fitsTheWidth, longStock } from '../../../../stories/fixtures/longNames'
import { wallClock } from '../../../../stories/support/storyClock'
import { NetworkStatus } from '../../components/NetworkStatus'
import { StatusBar } from '../../components/StatusBar'
import { CartPanel, type CartPanelProps } from './CartPanel'
import { StoreScreen, type StoreScreenProps } from './StoreScreen'
import { wideScreenModes } from '../../../../.storybook/modes'

const lineHeight = (element: Element) => parseFloat(getComputedStyle(element).lineHeight)

const cart: CartLine<Stock>[] = [
  { stock: stockNamed('Graduation Bear'), qty: 2, colour: null },
  { stock: stockNamed('Classic Degree Frame'), qty: 1, colour: { name: 'Navy', value: '#1f2a44' } },
]

/** The screen with its cart slot filled as the route fills it, from the story's cart args. */
type Args = Omit<StoreScreenProps, 'cartPanel'> & {
  cart: CartPanelProps['lines']
  onIncrement: CartPanelProps['onIncrement']
  onDecrement: CartPanelProps['onDecrement']
  onCheckout: CartPanelProps['onCheckout']
}

function StoreWithCart({ cart, onIncrement, onDecrement, onCheckout, ...screen }: Args) {
  return (
    <StoreScreen
      {...screen}
      cartPanel={
        <CartPanel
          lines={cart}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
          onCheckout={onCheckout}
        />
      }
    />
  )
}

const meta = {
  tags: ['autodocs'],
  title: 'Store/Store screen',
  parameters: { chromatic: { modes: wideScreenModes } },
  // The docs page reads the screen's own props and their descriptions (the wrapper's come from
  // an Omit the docs cannot follow); each story renders the wrapper, which fills the cart slot
  // from the cart args as the route does.
  component: StoreScreen as unknown as typeof StoreWithCart,
  render: (args) => <StoreWithCart {...args} />,
  argTypes: {
    cart: { description: "The cart's lines, in the cart panel beside the products." },
    onIncrement: { description: 'The plus of a cart line was tapped.' },
    onDecrement: { description: 'The minus of a cart line was tapped.' },
    onCheckout: { description: 'Check out was tapped.' },
    mode: { control: 'inline-radio', options: ['normal', 'stage'] },
    ceremonyName: { control: 'text' },
  },
  args: {
    mode: 'normal',
    signedIn: { universityName: 'Demo University', staffName: 'Demo Staff' },
    ceremonyName: null,
    stocks: stocks.filter((s) => s.type !== 'Stock#Matboard'),
    loading: false,
    filters: [],
    cart: [],
    onAdd: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onCheckout: fn(),
    onLeave: fn(),
    onLookup: fn(),
    onOpenFilters: fn(),
    onClearFilter: fn(),
    onChangeCeremony: fn(),
  },
} satisfies Meta<typeof StoreWithCart>

export default meta
type Story = StoryObj<typeof meta>

export const SignedInHeader: Story = {
  name: 'Header: who is signed in, for which university',
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    const signedIn = within(header).getByRole('group', { name: 'Signed in' })
    await expect(signedIn).toHaveTextContent('Demo Staff')
    await expect(signedIn).toHaveTextContent('Demo University')
    await expect(signedIn).toBeVisible()
  },
}

export const GeneralStore: Story = {
  name: 'General store, empty cart',
  play: async ({ canvas, args, step }) => {
    await step('products are grouped under their category', async () => {
      // The grid lays out its rows once it has measured its box: a busy machine may take longer.
      await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
      const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
      await expect(headings).toEqual([
        'Bears & Charms',
        'Degree Presentation Photos',
        'Graduation Photography',
        'Plaques',
        'Ceremony Video',
        'Frames',
        'Flowers',
        'Cart',
      ])
      const frames = canvas.getByRole('region', { name: 'Frames' })
      await expect(within(frames).getAllByRole('button')).toHaveLength(3)
    })
    await expect(
      canvas.queryByRole('button', { name: /Ceremony Selection/ }),
    ).not.toBeInTheDocument()
    await expect(canvas.getByText('Tap a product to add it.')).toBeVisible()
    await expect(canvas.getByLabelText('Total')).toHaveTextContent('$0.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Graduation Bear' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }))
    await expect(args.onCheckout).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    await expect(args.onLeave).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Customer lookup' }))
    await expect(args.onLookup).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Select categories' }))
    await expect(args.onOpenFilters).toHaveBeenCalledOnce()
  },
}

export const WithCart: Story = {
  name: 'Cart with a colour line',
  args: { cart },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('complementary', { name: 'Cart' })
    const frame = within(panel).getByRole('listitem', { name: 'Classic Degree Frame (Navy)' })
    await expect(frame).toHaveTextContent('Navy')
    await expect(within(panel).getByLabelText('Quantity of Graduation Bear')).toHaveTextContent('2')
    // $165.00 in all: GST is one eleventh, $15.00, leaving $150.00.
    await expect(within(panel).getByLabelText('Subtotal')).toHaveTextContent('$150.00')
    await expect(within(panel).getByLabelText('GST')).toHaveTextContent('$15.00')
    await expect(within(panel).getByLabelText('Total')).toHaveTextContent('$165.00')
    await userEvent.click(within(panel).getByRole('button', { name: 'Add one Graduation Bear' }))
    await expect(args.onIncrement).toHaveBeenCalledWith(expect.objectContaining({ qty: 2 }))
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Remove one Classic Degree Frame (Navy)' }),
    )
    await expect(args.onDecrement).toHaveBeenCalledWith(
      expect.objectContaining({ colour: { name: 'Navy', value: '#1f2a44' } }),
    )
  },
}

export const StageStore: Story = {
  name: 'Stage store with its ceremony',
  args: { mode: 'stage', ceremonyName: 'Faculty of Arts Ceremony', cart },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Stage sales' })).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ceremony Selection: Faculty of Arts Ceremony' }),
    )
    await expect(args.onChangeCeremony).toHaveBeenCalledOnce()
  },
}

export const Filtered: Story = {
  name: 'Only frames and plaques: a chip for each filter clears it',
  args: { filters: ['Stock#Frame', 'Stock#Plaque'] },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('region', { name: 'Frames' })
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    await expect(headings).toEqual(['Plaques', 'Frames', 'Cart'])
    const frames = canvas.getByRole('button', { name: 'Clear the Frames filter' })
    await expect(frames).toHaveTextContent('Frames')
    await expect(canvas.getByRole('button', { name: 'Clear the Plaques filter' })).toBeVisible()
    await userEvent.click(frames)
    await expect(args.onClearFilter).toHaveBeenCalledWith('Stock#Frame')
  },
}

export const NoFilterNoChip: Story = {
  name: 'No filter, no chip',
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    await expect(canvas.queryByRole('button', { name: /^Clear the .* filter$/ })).toBeNull()
  },
}

export const Loading: Story = {
  name: 'Loading the catalogue: one skeleton grid',
  args: { stocks: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1)
    await expect(canvas.getByRole('progressbar', { name: 'Loading products' })).toBeVisible()
  },
}

export const Failed: Story = {
  name: 'Catalogue failed: the message in place, with RETRY',
  args: { stocks: undefined, failure: 'Failed to get POS data.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const products = canvas.getByRole('main', { name: 'Products' })
    await expect(within(products).getByRole('alert')).toHaveTextContent('Failed to get POS data.')
    await expect(within(products).queryByText('No products to show.')).not.toBeInTheDocument()
    await userEvent.click(within(products).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Search: Story = {
  name: 'Search filters by name as you type',
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'bear')
    const products = canvas.getByRole('main', { name: 'Products' })
    const names = within(products)
      .getAllByRole('button', { name: /, \$/ })
      .map((b) => b.getAttribute('aria-label'))
    await expect(names).toEqual(['Graduation Bear, $35.00', 'Charm Bear Keyring, $18.00'])
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'zzz')
    await expect(canvas.getByText('No products match "bearzzz".')).toBeVisible()
  },
}

export const SearchCleared: Story = {
  name: 'Search cleared with a 48 px button',
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    const search = canvas.getByRole('searchbox', { name: 'Search products' })
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await userEvent.type(search, 'frame')
    const products = canvas.getByRole('main', { name: 'Products' })
    await waitFor(() =>
      expect(within(products).getAllByRole('button', { name: /, \$/ })).toHaveLength(3),
    )
    const clear = canvas.getByRole('button', { name: 'Clear search' })
    const box = clear.getBoundingClientRect()
    await expect(box.width).toBeGreaterThanOrEqual(48)
    await expect(box.height).toBeGreaterThanOrEqual(48)
    await userEvent.click(clear)
    await expect(search).toHaveValue('')
    await expect(search).toHaveFocus()
    await waitFor(() =>
      expect(within(products).getAllByRole('button', { name: /, \$/ })).toHaveLength(15),
    )
    // Typed again, so the check of every target after the story measures the button too.
    await userEvent.type(search, 'bear')
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible()
  },
}

export const CaptionsNotTiles: Story = {
  name: 'Categories are captions over their cards, not tiles',
  play: async ({ canvas }) => {
    const bear = await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    const caption = canvas.getByRole('heading', { name: 'Bears & Charms' }).getBoundingClientRect()
    const card = bear.getBoundingClientRect()
    // A line of text above the first card, not a card-sized block in the card's place.
    await expect(caption.height).toBeLessThan(card.height / 2)
    await expect(caption.bottom).toBeLessThanOrEqual(card.top)
    await expect(Math.round(caption.left)).toBe(Math.round(card.left))
    // Its rule runs over both bears, which share the row.
    const keyring = canvas.getByRole('button', { name: 'Charm Bear Keyring, $18.00' })
    await expect(keyring.getBoundingClientRect().top).toBe(card.top)
    await expect(caption.right).toBeGreaterThanOrEqual(keyring.getBoundingClientRect().right - 1)
  },
}

export const TwoLineNames: Story = {
  name: 'Product names wrap onto two lines before they are cut',
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Premium Photography Package, $250.00' })
    const products = canvas.getByRole('main', { name: 'Products' })
    const names = within(products)
      .getAllByRole('button', { name: /, \$/ })
      .map((card) => within(card).getByTitle(card.getAttribute('aria-label')!.split(',')[0]!))
    await expect(names).toHaveLength(15)
    for (const name of names) {
      // Whole: nothing cut off below or beside; and on two lines at most.
      await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight + 1)
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1)
      await expect(name.clientHeight).toBeLessThanOrEqual(2 * lineHeight(name) + 1)
    }
    const longest = within(products).getByTitle('Premium Photography Package')
    await expect(longest.clientHeight).toBeGreaterThan(lineHeight(longest))
  },
}

export const TapHighlight: Story = {
  name: 'A tapped card lights up briefly',
  play: async ({ canvas }) => {
    const bear = await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' })
    await userEvent.click(bear)
    await expect(bear).toHaveAttribute('data-tapped', 'true')
    await waitFor(() => expect(bear).not.toHaveAttribute('data-tapped'))
  },
}

export const LongCart: Story = {
  name: 'A long cart: line totals, whole names, a scroll cue',
  args: {
    cart: stocks
      .filter((s) => s.type !== 'Stock#Matboard')
      .map((stock) => ({ stock, qty: 2, colour: null })),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Cart' })
    await expect(within(panel).getByLabelText('Line total of Graduation Bear')).toHaveTextContent(
      '$70.00',
    )
    await expect(await within(panel).findByText('Scroll for more items')).toBeVisible()
    const name = within(panel).getByTitle('Graduation Bear')
    await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight + 1)
    const list = within(panel).getByRole('list')
    list.scrollTop = list.scrollHeight
    list.dispatchEvent(new Event('scroll'))
    await waitFor(() => expect(within(panel).queryByText('Scroll for more items')).toBeNull())
    // Back at the top, the cue returns: the story ends on the picture its name promises.
    list.scrollTop = 0
    list.dispatchEvent(new Event('scroll'))
    await expect(await within(panel).findByText('Scroll for more items')).toBeVisible()
  },
}

export const LongCartWords: Story = {
  name: 'Cart: a long name and colour wrap onto two lines before they are cut',
  args: {
    cart: [
      { stock: stockNamed('Premium Photography Package'), qty: 1, colour: null },
      {
        stock: stockNamed('Classic Degree Frame'),
        qty: 1,
        colour: { name: 'Forest Green', value: '#1e4d2b' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Cart' })
    const frame = within(panel).getByRole('listitem', {
      name: 'Classic Degree Frame (Forest Green)',
    })
    const unit = within(frame).getByText('Forest Green · $95.00 each')
    const name = within(panel).getByTitle('Premium Photography Package')
    for (const text of [unit, name]) {
      await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight + 1)
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1)
      await expect(text.clientHeight).toBeLessThanOrEqual(2 * lineHeight(text) + 1)
    }
  },
}

export const NoProducts: Story = {
  name: 'Catalogue failed or empty',
  args: { stocks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products to show.')).toBeVisible()
  },
}

export const LongNames: Story = {
  name: 'Long university, staff, ceremony and product names stay on screen',
  args: {
    mode: 'stage',
    signedIn: { universityName: LONG.university, staffName: LONG.staff },
    ceremonyName: LONG.ceremony,
    stocks: [longStock, ...stocks.filter((s) => s.type !== 'Stock#Matboard')],
    cart: [{ stock: longStock, qty: 1, colour: { name: 'Navy', value: '#1f2a44' } }],
  },
  play: async ({ canvas }) => {
    const signedIn = within(canvas.getByRole('banner')).getByRole('group', { name: 'Signed in' })
    await expect(signedIn).toHaveTextContent(LONG.staff)
    await expect(signedIn).toHaveTextContent(LONG.university)
    await expect(
      canvas.getByRole('button', { name: `Ceremony Selection: ${LONG.ceremony}` }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: `${LONG.product}, $95.00` }),
    ).toBeVisible()
    const panel = canvas.getByRole('complementary', { name: 'Cart' })
    await expect(
      within(panel).getByRole('listitem', { name: `${LONG.product} (Navy)` }),
    ).toBeVisible()
    await expect(within(panel).getByRole('button', { name: 'Check out' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

export const OfflineWithSalesWaiting: Story = {
  name: 'Offline, with sales waiting to send',
  // As the kiosk's shell draws it: the status strip above the store.
  render: (args) => (
    <>
      <StatusBar>
        <NetworkStatus
          online={false}
          offlineSince={wallClock('2026-11-21T09:12')}
          waiting={3}
          refused={0}
          syncing={null}
        />
      </StatusBar>
      <StoreWithCart {...args} />
    </>
  ),
  args: { cart },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('complementary', { name: 'Kiosk status' })
    await expect(within(strip).getByRole('status', { name: 'Network status' })).toHaveTextContent(
      'Offline since 09:12 · 3 sales waiting to send',
    )
    // Selling goes on offline: the products and the cart are all there under the strip.
    await expect(
      await canvas.findByRole('button', { name: 'Graduation Bear, $35.00' }),
    ).toBeVisible()
    const panel = canvas.getByRole('complementary', { name: 'Cart' })
    await expect(within(panel).getByRole('button', { name: 'Check out' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

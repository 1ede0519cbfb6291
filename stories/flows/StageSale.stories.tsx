import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ceremonies } from '../fixtures/catalogue'
import { PosStory, storyHistory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { screenModes } from '../../.storybook/modes'

/** A whole stage sale, each story taking the previous one a step further. */
const meta = {
  title: 'Flows/Stage sale',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

const today = ceremonies[1]!

export const ChooseCeremony: Story = {
  name: '1. Choose the ceremony',
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stage' }))
    const list = await screen.findByRole('list', { name: 'Ceremonies' })
    await userEvent.click(await within(list).findByRole('button', { name: new RegExp(today.name) }))
    await expect(
      await screen.findByRole('button', { name: `Ceremony Selection: ${today.name}` }),
    ).toBeVisible()
  },
}

export const FillCart: Story = {
  name: '2. A bear and a frame with a burgundy mat',
  play: async (context) => {
    await ChooseCeremony.play?.(context)
    await userEvent.click(await screen.findByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Classic Degree Frame, $95.00' }))
    const colours = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    await userEvent.click(within(colours).getByRole('button', { name: 'Burgundy' }))
    const cart = screen.getByRole('complementary', { name: 'Cart' })
    await expect(
      within(cart).getByRole('listitem', { name: 'Classic Degree Frame (Burgundy)' }),
    ).toBeVisible()
    await expect(within(cart).getByLabelText('Total')).toHaveTextContent('$130.00')
  },
}

export const PayByEftpos: Story = {
  name: '3. Pay by EFTPOS: the card on the terminal, order confirmed and pushed',
  play: async (context) => {
    await FillCart.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const payment = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await expect(
      within(payment).getByText(`You've selected ${today.name} as the ceremony for this order.`),
    ).toBeVisible()
    await userEvent.click(within(payment).getByRole('button', { name: 'EFTPOS' }))
    const terminal = within(await within(payment).findByRole('region', { name: 'Card terminal' }))
    await expect(
      terminal.getByRole('heading', { name: 'Present the card on the terminal' }),
    ).toBeVisible()
    await expect(terminal.getByLabelText('Amount on the terminal')).toHaveTextContent('$130.00')
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(within(confirmed).getByLabelText('Order number')).toHaveTextContent('0000547174')
    await expect(within(confirmed).getByLabelText('Total paid')).toHaveTextContent('$130.00')
    const [saved] = fakeApi().state.saved
    await expect(saved).toMatchObject({
      mode: 'stage',
      type: 'Order#Eftpos',
      customer_id: 0,
      ceremony_id: today.id,
      amount: 130,
    })
    await expect(saved!.stocks).toEqual([
      { id: 1, qty: 1 },
      { id: 11, qty: 1, colour: { name: 'Burgundy', value: '#7b1e2b' } },
    ])
    await waitFor(() => expect(fakeApi().state.pushes).toEqual([500]))
  },
}

export const PayByCash: Story = {
  name: '3. Pay by cash: $150.00 handed over, $20.00 change, recorded with the order',
  play: async (context) => {
    await FillCart.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const payment = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await userEvent.click(within(payment).getByRole('button', { name: 'Cash' }))
    const pad = within(within(payment).getByRole('region', { name: 'Cash tendered' }))
    for (const key of ['1', '5', '0']) await userEvent.click(pad.getByRole('button', { name: key }))
    await expect(pad.getByLabelText('Change due')).toHaveTextContent('$20.00')
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(within(confirmed).getByLabelText('Change given')).toHaveTextContent('$20.00')
    await expect(fakeApi().state.saved[0]).toMatchObject({
      mode: 'stage',
      type: 'Order#Cash',
      amount: 130,
      tendered: 150,
    })
  },
}

export const CardDeclinedThenCash: Story = {
  name: '3. Card declined: the reason, then cash',
  beforeEach: withFakeApi({ terminal: 'decline' }),
  play: async (context) => {
    await FillCart.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const payment = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await userEvent.click(within(payment).getByRole('button', { name: 'EFTPOS' }))
    const terminal = within(await within(payment).findByRole('region', { name: 'Card terminal' }))
    await expect(await terminal.findByRole('heading', { name: 'Card declined' })).toBeVisible()
    await expect(terminal.getByRole('alert')).toHaveTextContent('Declined by the card’s bank')
    await expect(fakeApi().state.saved).toEqual([])
    await userEvent.click(terminal.getByRole('button', { name: 'Pay by cash' }))
    const pad = within(within(payment).getByRole('region', { name: 'Cash tendered' }))
    await userEvent.click(pad.getByRole('button', { name: /^Exact / }))
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(fakeApi().state.saved).toHaveLength(1)
    await expect(fakeApi().state.saved[0]).toMatchObject({ type: 'Order#Cash', amount: 130 })
  },
}

export const Done: Story = {
  name: '4. Done: an empty cart for the next graduate',
  play: async (context) => {
    await PayByEftpos.play?.(context)
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Order Confirmed!' })).getByRole('button', {
        name: 'Done',
      }),
    )
    const cart = await screen.findByRole('complementary', { name: 'Cart' })
    await expect(within(cart).getByText('Tap a product to add it.')).toBeVisible()
    await expect(
      screen.getByRole('button', { name: `Ceremony Selection: ${today.name}` }),
    ).toBeVisible()
  },
}

export const BackAfterPaying: Story = {
  name: 'Back after paying shows the same order, never a second sale',
  play: async (context) => {
    await PayByEftpos.play?.(context)
    storyHistory().history.back()
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(within(confirmed).getByLabelText('Order number')).toHaveTextContent('0000547174')
    await expect(
      screen.queryByRole('dialog', { name: 'How would you like to pay?' }),
    ).not.toBeInTheDocument()
    await expect(fakeApi().state.saved).toHaveLength(1)
  },
}

export const BackAfterDone: Story = {
  name: 'Back after Done returns to the store, not to a $0.00 payment',
  play: async (context) => {
    await Done.play?.(context)
    storyHistory().history.back()
    await expect(await screen.findByRole('complementary', { name: 'Cart' })).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(fakeApi().state.saved).toHaveLength(1)
  },
}

export const EmptyCart: Story = {
  name: 'Checking out an empty cart',
  play: async (context) => {
    await ChooseCeremony.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your cart is empty')
  },
}

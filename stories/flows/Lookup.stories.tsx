import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { upgrade } from '../../src/client/stores/upgrade'
import { expressSale, item, order, pushedOrder } from '../fixtures/people'
import { answers } from '../support/answers'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { dismissAlert, itemRow, searchOrders, seeOrder } from './lookupFlow'
import { screenModes } from '../../.storybook/modes'

const meta = {
  title: 'Flows/Lookup',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  args: { path: '/lookup' },
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

/** Avery's pre-order shown in Order Details, found by student ID. */
async function openAveryOrder() {
  await searchOrders('41001001', 'Student ID')
  await seeOrder(/Avery Lindqvist/)
}

async function confirmationPrompt() {
  await userEvent.click(screen.getByRole('button', { name: 'Send Order Confirmation' }))
  return screen.findByRole('dialog', { name: 'Please enter email address' })
}

export const Redeem: Story = {
  name: 'Find an order and redeem an item',
  play: async ({ step }) => {
    await step('find the order by student ID and see it', openAveryOrder)
    await step('redeeming asks first, then shows the item as Redeemed', async () => {
      await userEvent.click(
        within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Redeem item' })
      await expect(dialog).toHaveTextContent('Are you sure you want to redeem "Graduation Bear"?')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }))
      await expect(await within(itemRow('Graduation Bear')).findByText('Redeemed')).toBeVisible()
      await expect(
        within(itemRow('Graduation Bear')).queryByRole('button', { name: 'Redeem' }),
      ).not.toBeInTheDocument()
      await expect(fakeApi().state.orders[0]!.order_items[1]!.status).toBe('Close')
    })
  },
}

export const RedeemCancelled: Story = {
  name: 'Redeem cancelled: nothing changes',
  play: async () => {
    await openAveryOrder()
    await userEvent.click(
      within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem item' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    await expect(
      within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
    ).toBeVisible()
    await expect(fakeApi().state.orders[0]!.order_items[1]!.status).toBe('Open')
  },
}

export const RedeemedElsewhere: Story = {
  name: 'Redeemed at another kiosk first',
  play: async () => {
    await openAveryOrder()
    // Another kiosk redeems the bear while this one still shows it open.
    fakeApi().state.orders[0]!.order_items[1]!.status = 'Close'
    await userEvent.click(
      within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem item' })).getByRole('button', {
        name: 'Redeem',
      }),
    )
    await dismissAlert('"Graduation Bear" has already been redeemed.')
    await expect(await within(itemRow('Graduation Bear')).findByText('Redeemed')).toBeVisible()
  },
}

export const RedeemFails: Story = {
  name: 'Redeem fails: Failed to update order item status.',
  beforeEach: answers('put', '/demo/orderitems/:id', 404, { message: 'Order item not found.' }),
  play: async () => {
    await openAveryOrder()
    await userEvent.click(
      within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem item' })).getByRole('button', {
        name: 'Redeem',
      }),
    )
    await dismissAlert('Failed to update order item status.')
    await expect(
      within(itemRow('Graduation Bear')).getByRole('button', { name: 'Redeem' }),
    ).toBeVisible()
  },
}

export const Filters: Story = {
  name: 'Pre-order unticked hides pre-orders',
  play: async () => {
    await screen.findByRole('heading', { name: 'Customer Lookup' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pre-order' }))
    await searchOrders('0000546675')
    await expect(await screen.findByText("Can't find any order.")).toBeVisible()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pre-order' }))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await expect(await screen.findByRole('row', { name: /Avery Lindqvist/ })).toHaveTextContent(
      '0000546675',
    )
  },
}

export const SearchFails: Story = {
  name: 'Search fails: Failed to check student id.',
  beforeEach: answers('get', '/demo/orders', 503, { message: 'Database unavailable.' }),
  play: async () => {
    await searchOrders('41001001', 'Student ID')
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check student id.')
  },
}

export const Searching: Story = {
  name: 'Searching: the spinner covers the kiosk',
  beforeEach: withFakeApi({ latency: 400 }),
  play: async () => {
    await searchOrders('0000546675')
    await expect(await screen.findByText('Searching orders…')).toBeVisible()
    await expect(screen.getByRole('progressbar', { name: 'Please wait' })).toBeVisible()
    await expect(await screen.findByRole('row', { name: /Avery Lindqvist/ })).toBeVisible()
  },
}

export const CatalogueFails: Story = {
  name: 'Catalogue fails to load: Failed to get POS data.',
  beforeEach: answers('get', '/demo/stocks', 500, { message: 'Down.' }),
  play: async () => {
    await dismissAlert('Failed to get POS data.')
  },
}

export const SendConfirmation: Story = {
  name: "Order confirmation sent to the order's address",
  play: async () => {
    await openAveryOrder()
    const prompt = await confirmationPrompt()
    await expect(within(prompt).getByLabelText('Email address')).toHaveValue(
      'avery.lindqvist@student.example',
    )
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
    await dismissAlert("We've sent the order confirmation to avery.lindqvist@student.example.")
    await expect(fakeApi().state.confirmations).toEqual([
      { orderId: 1, email: 'avery.lindqvist@student.example' },
    ])
  },
}

export const ConfirmationInvalid: Story = {
  name: 'Order confirmation: empty and malformed addresses are refused',
  play: async ({ step }) => {
    await openAveryOrder()
    await step('empty', async () => {
      const prompt = await confirmationPrompt()
      await userEvent.clear(within(prompt).getByLabelText('Email address'))
      await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
      await dismissAlert('Email address is empty.')
    })
    await step('malformed', async () => {
      const prompt = await confirmationPrompt()
      const input = within(prompt).getByLabelText('Email address')
      await userEvent.clear(input)
      await userEvent.type(input, 'not-an-email')
      await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
      await dismissAlert('Email address is invalid.')
    })
    await step('cancelled', async () => {
      const prompt = await confirmationPrompt()
      await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }))
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Please enter email address' }),
        ).not.toBeInTheDocument(),
      )
    })
    await expect(fakeApi().state.confirmations).toEqual([])
  },
}

const express = order(8, [item(12, 8, 'Graduation Bear', { customer_id: 0 })], expressSale)

export const ConfirmationForExpress: Story = {
  name: 'Order confirmation for an express sale asks for the address',
  beforeEach: withFakeApi({ orders: [express] }),
  play: async () => {
    await searchOrders('0000546682')
    await seeOrder(/POS Customer/)
    const prompt = await confirmationPrompt()
    const input = within(prompt).getByLabelText('Email address')
    await expect(input).toHaveValue('')
    await userEvent.type(input, 'guest@example.com')
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
    await dismissAlert("We've sent the order confirmation to guest@example.com.")
    await expect(fakeApi().state.confirmations).toEqual([
      { orderId: 8, email: 'guest@example.com' },
    ])
  },
}

export const ConfirmationWithoutOrderId: Story = {
  name: 'Order confirmation without an order id: Order id does not exist.',
  beforeEach: () => {
    // An order the server never numbered (as an unsaved one would be). Copies, as valtio turns
    // what it is given into proxies in place, and a later story's fake server clones the fixture.
    upgrade.results = [{ ...structuredClone(pushedOrder), id: 0 }]
    upgrade.selectedOrder = { ...structuredClone(pushedOrder), id: 0 }
  },
  play: async () => {
    const prompt = await confirmationPrompt()
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
    await dismissAlert('Order id does not exist.')
    await expect(fakeApi().state.confirmations).toEqual([])
  },
}

export const ConfirmationFails: Story = {
  name: "Order confirmation fails: the server's reason",
  beforeEach: answers('post', '/demo/orders/:id/confirmation', 502, {
    message: 'The message could not be sent: connection refused',
  }),
  play: async () => {
    await openAveryOrder()
    const prompt = await confirmationPrompt()
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
    await dismissAlert('The message could not be sent: connection refused')
  },
}

export const ConfirmationFailsSilently: Story = {
  name: 'Order confirmation fails without a reason: Failed to send confirmation email.',
  beforeEach: answers('post', '/demo/orders/:id/confirmation', 500, {}),
  play: async () => {
    await openAveryOrder()
    const prompt = await confirmationPrompt()
    await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
    await dismissAlert('Failed to send confirmation email.')
  },
}

export const Debug: Story = {
  name: 'Debug screen',
  args: { path: '/lookup/test' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Lookup test' })).toBeVisible()
    await expect(screen.getByText('demo')).toBeVisible()
    await expect(screen.getByText('Demo Staff <staff@demo.example>')).toBeVisible()
    await expect(screen.getByLabelText('Upgrade state')).toHaveTextContent('"type": "orderid"')
  },
}

/** Thirty of Avery's orders: more than one page of the search. */
const manyOrders = Array.from({ length: 30 }, (_, i) =>
  order(40 + i, [item(400 + i, 40 + i, 'Graduation Bear')]),
)

export const MoreResults: Story = {
  name: 'More results: older orders a page at a time',
  beforeEach: withFakeApi({ orders: manyOrders }),
  play: async () => {
    await searchOrders('41001001', 'Student ID')
    const table = await screen.findByRole('table', { name: 'Orders found' })
    // The first page: the 25 newest, newest first.
    await expect(within(table).getAllByRole('row')).toHaveLength(26)
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('0000546743')
    await userEvent.click(screen.getByRole('button', { name: 'More results' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31))
    await expect(within(table).getAllByRole('row')[30]).toHaveTextContent('0000546714')
    await expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument()
  },
}

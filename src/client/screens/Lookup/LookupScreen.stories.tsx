import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import { formatDayDate } from '../../../domain/dates'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { item, order, pushedOrder } from '../../../../stories/fixtures/people'
import { OrderDetails } from '../OrderDetails/OrderDetails'
import { LookupScreen } from './LookupScreen'

const noDetails = (
  <OrderDetails
    order={null}
    stocks={stocks}
    onSendConfirmation={fn()}
    onRedeem={fn()}
    onUpgrade={fn()}
  />
)

/** An express sale at the kiosk: no student, the placeholder customer. */
const expressOrder = order(8, [item(12, 8, 'Graduation Bear'), item(13, 8, 'Graduation Posy')], {
  name: PLACEHOLDER_CUSTOMER.name,
  lastname: PLACEHOLDER_CUSTOMER.lastname,
  email: PLACEHOLDER_CUSTOMER.email,
  customer: null,
  customer_id: 0,
  is_pos_order: true,
})

const meta = {
  title: 'Lookup/Customer lookup',
  component: LookupScreen,
  args: {
    initialSearch: { keyword: '', type: 'orderid', pre: true, pos: true },
    results: null,
    details: noDetails,
    onSearch: fn(),
    onSeeOrder: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SearchForm: Story = {
  name: 'Search form',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
    await step('Order ID is the default type and both kinds of order are included', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Search type' })).toHaveTextContent(
        'Order ID',
      )
      await expect(canvas.getByRole('checkbox', { name: 'Pre-Order' })).toBeChecked()
      await expect(canvas.getByRole('checkbox', { name: 'Pos-Order' })).toBeChecked()
      await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled()
    })
    await step('the type list starts with its placeholder, which cannot be chosen', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Search type' }))
      const options = await screen.findAllByRole('option')
      await expect(options.map((o) => o.textContent)).toEqual([
        '-- Select a search type --',
        'Order ID',
        'Student ID',
        'Name',
        'Phone',
        'Email',
      ])
      await expect(options[0]).toHaveAttribute('aria-disabled', 'true')
      await userEvent.keyboard('{Escape}')
    })
    await step('searching sends the typed order number as it is', async () => {
      await userEvent.type(canvas.getByLabelText('Keyword'), '0000546675')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenCalledWith({
        keyword: '0000546675',
        type: 'orderid',
        pre: true,
        pos: true,
      })
    })
    await step('the keyword is cleared when the field is touched again', async () => {
      await userEvent.click(canvas.getByLabelText('Keyword'))
      await expect(canvas.getByLabelText('Keyword')).toHaveValue('')
    })
  },
}

export const SearchByStudentId: Story = {
  name: 'Search pre-orders by student ID',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Student ID' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pos-Order' }))
    await userEvent.type(canvas.getByLabelText('Keyword'), '41001001{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith({
      keyword: '41001001',
      type: 'studentid',
      pre: true,
      pos: false,
    })
  },
}

export const PreviousSearch: Story = {
  name: 'Previous search kept',
  args: { initialSearch: { keyword: 'Lindqvist', type: 'name', pre: false, pos: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Keyword')).toHaveValue('Lindqvist')
    await expect(canvas.getByRole('combobox', { name: 'Search type' })).toHaveTextContent('Name')
    await expect(canvas.getByRole('checkbox', { name: 'Pre-Order' })).not.toBeChecked()
  },
}

export const OrdersFound: Story = {
  name: 'Orders found',
  args: { results: [expressOrder, pushedOrder] },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Orders found' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    await expect(headers.slice(0, 4)).toEqual([
      'Customer Name',
      'Customer ID',
      'Ceremony Date',
      'Order ID',
    ])
    const avery = within(table).getByRole('row', { name: /Avery Lindqvist/ })
    await expect(avery).toHaveTextContent('41001001')
    await expect(avery).toHaveTextContent(formatDayDate(pushedOrder.ceremony!.date))
    await expect(avery).toHaveTextContent('0000546675')
    const express = within(table).getByRole('row', { name: /POS Customer/ })
    await expect(express).toHaveTextContent('0000546682')
    await userEvent.click(within(avery).getByRole('button', { name: 'SEE ORDER' }))
    await expect(args.onSeeOrder).toHaveBeenCalledWith(1)
  },
}

export const OrderShown: Story = {
  name: 'Order shown beside the results',
  args: {
    results: [pushedOrder],
    selectedOrderId: 1,
    details: (
      <OrderDetails
        order={pushedOrder}
        stocks={stocks}
        onSendConfirmation={fn()}
        onRedeem={fn()}
        onUpgrade={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Avery Lindqvist/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const details = canvas.getByRole('region', { name: 'Order Details' })
    await expect(within(details).getByText('0000546675')).toBeVisible()
  },
}

const averyDetails = (
  <OrderDetails
    order={pushedOrder}
    stocks={stocks}
    onSendConfirmation={fn()}
    onRedeem={fn()}
    onUpgrade={fn()}
  />
)

/** A broad search: forty of Avery's orders, newest first. */
const manyOrders = Array.from({ length: 40 }, (_, i) => ({ ...pushedOrder, id: 100 - i }))

export const ResultsScrollInPanel: Story = {
  name: 'Many results scroll in their panel, the order stays in view',
  args: { results: manyOrders, selectedOrderId: 61, details: averyDetails, layout: 'split' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders found' })
    const panel = table.parentElement!
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight)
    // The page itself never scrolls: the last row is reached inside the panel, and the order's
    // details beside it stay on screen.
    const last = canvas.getByRole('row', { name: /0000546735/ })
    last.scrollIntoView()
    await expect(document.scrollingElement!.scrollTop).toBe(0)
    const details = canvas.getByRole('region', { name: 'Order Details' })
    const box = details.getBoundingClientRect()
    await expect(box.top).toBeGreaterThanOrEqual(0)
    await expect(box.top).toBeLessThan(window.innerHeight / 2)
    await expect(within(details).getByText('0000546675')).toBeVisible()
  },
}

export const DetailsOverResults: Story = {
  name: 'Narrow screen: the order slides over the results',
  args: {
    results: [expressOrder, pushedOrder],
    selectedOrderId: 1,
    details: averyDetails,
    layout: 'over',
    onHideOrder: fn(),
  },
  play: async ({ canvas, args }) => {
    const details = canvas.getByRole('region', { name: 'Order Details' })
    await expect(within(details).getByText('0000546675')).toBeVisible()
    // The results behind are out of reach until the order is put away.
    await expect(
      canvas.getByRole('table', { name: 'Orders found' }).closest('section'),
    ).toHaveAttribute('inert')
    await userEvent.click(canvas.getByRole('button', { name: 'Back to results' }))
    await expect(args.onHideOrder).toHaveBeenCalledOnce()
  },
}

export const ResultsOnNarrowScreen: Story = {
  name: 'Narrow screen: the results until an order is chosen',
  args: { results: [expressOrder, pushedOrder], layout: 'over' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Order Details' })).not.toBeInTheDocument()
    const avery = canvas.getByRole('row', { name: /Avery Lindqvist/ })
    await userEvent.click(within(avery).getByRole('button', { name: 'SEE ORDER' }))
    await expect(args.onSeeOrder).toHaveBeenCalledWith(1)
  },
}

export const MoreResults: Story = {
  name: 'More results: older orders on request',
  args: { results: manyOrders.slice(0, 25), hasMore: true, onMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
    await userEvent.click(canvas.getByRole('button', { name: 'More results' }))
    await expect(args.onMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  name: 'More results loading',
  args: { results: manyOrders.slice(0, 25), hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more orders…')
    await expect(canvas.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
  },
}

export const AllResultsShown: Story = {
  name: 'Every result shown: no More',
  args: { results: manyOrders.slice(0, 7), hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(8)
    await expect(canvas.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument()
  },
}

export const NoOrdersFound: Story = {
  name: 'No orders found',
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Can't find any order.")).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

export const Searching: Story = {
  args: {
    loading: true,
    initialSearch: { keyword: '41001001', type: 'studentid', pre: true, pos: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching orders…')
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled()
  },
}

export const SearchFailed: Story = {
  name: 'Search failed',
  args: { error: 'Failed to check student id.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to check student id.')
  },
}

export const Close: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { formatDayDate } from '../../../domain/dates'
import { pushedOrder } from '../../../../stories/fixtures/people'
import { averyDetails, expressOrder, lookupArgs, manyOrders } from './lookupStoryData'
import { LookupScreen } from './LookupScreen'
import { stocks } from '../../../../stories/fixtures/catalogue'
import { LONG, fitsTheWidth, longOrder } from '../../../../stories/fixtures/longNames'
import { OrderDetails } from '../OrderDetails/OrderDetails'
import { wideScreenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Search results',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: LookupScreen,
  args: lookupArgs,
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

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
    details: averyDetails,
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

export const LongNames: Story = {
  name: 'Long customer and product names, in the results and the order',
  args: {
    results: [longOrder, expressOrder],
    selectedOrderId: 1,
    details: (
      <OrderDetails
        order={longOrder}
        stocks={stocks}
        onSendConfirmation={fn()}
        onRedeem={fn()}
        onUpgrade={fn()}
        today="2026-11-01"
        onVoid={fn()}
        onRefund={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders found' })
    const row = within(table).getByRole('row', { name: new RegExp(LONG.lastName) })
    await expect(within(row).getByRole('button', { name: 'SEE ORDER' })).toBeVisible()
    // In its row of the results and among the order's facts.
    for (const name of canvas.getAllByText(`${LONG.firstName} ${LONG.lastName}`))
      await expect(name).toBeVisible()
    await expect(canvas.getByText(`${LONG.product} with Navy Mat`)).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

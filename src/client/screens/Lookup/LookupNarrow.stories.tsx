import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { pushedOrder } from '../../../../stories/fixtures/people'
import { averyDetails, expressOrder, lookupArgs } from './lookupStoryData'
import { LookupScreen } from './LookupScreen'
import { allModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Narrow screen',
  component: LookupScreen,
  args: lookupArgs,
  // The smallest kiosk is narrower than the two panels need: the screen tells by its width.
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: { chromatic: { modes: { small: allModes.small, portrait: allModes.portrait } } },
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const DetailsOverResults: Story = {
  name: 'Narrow screen: the order slides over the results',
  args: {
    results: [expressOrder, pushedOrder],
    selectedOrderId: 1,
    details: averyDetails,
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
  args: { results: [expressOrder, pushedOrder] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Order Details' })).not.toBeInTheDocument()
    const avery = canvas.getByRole('row', { name: /Avery Lindqvist/ })
    await userEvent.click(within(avery).getByRole('button', { name: 'SEE ORDER' }))
    await expect(args.onSeeOrder).toHaveBeenCalledWith(1)
  },
}

/** What the eye sees at a point of the screen: the element drawn on top there. */
const drawnAt = (element: Element) => {
  const box = element.getBoundingClientRect()
  return element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
}

export const NothingShowsThrough: Story = {
  name: 'Narrow screen: the results’ header stays under the order',
  args: {
    results: [expressOrder, pushedOrder],
    selectedOrderId: 1,
    details: averyDetails,
    layout: 'over',
    onHideOrder: fn(),
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('region', { name: 'Order Details' })
    const table = canvas.getByRole('table', { name: 'Orders found', hidden: true })
    // The header sticks to the top of the results; the order slid over them covers it.
    for (const header of within(table).getAllByRole('columnheader', { hidden: true })) {
      await expect(table).not.toContainElement(drawnAt(header) as HTMLElement | null)
    }
    const code = within(details).getByRole('img', { name: /^QR code of reference number/ })
    await expect(code).toContainElement(drawnAt(code) as HTMLElement | null)
  },
}

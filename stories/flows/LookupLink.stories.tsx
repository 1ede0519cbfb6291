import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, within } from 'storybook/test'
import { displayOrderNumber } from '../../src/domain/orderNumber'
import { PosStory, storyHistory } from '../support/PosStory'
import { withFakeApi } from '../support/withFakeApi'
import { screenModes } from '../../.storybook/modes'

/** The takings report's order list links each order to `lookup?orderid=…` in the kiosk. */
const meta = {
  title: 'Flows/Lookup link',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  args: { path: `/lookup?orderid=${displayOrderNumber(1)}` },
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

export const OpenedFromReport: Story = {
  name: 'An order linked from the takings report opens in the lookup',
  play: async ({ step }) => {
    const number = displayOrderNumber(1)
    await step('the lookup searched for the order number and shows the order', async () => {
      await screen.findByRole('heading', { name: 'Customer Lookup' })
      await expect(screen.getByLabelText('Keyword')).toHaveValue(number)
      const details = await screen.findByRole('region', { name: 'Order Details' })
      await expect(await within(details).findByText(number, { exact: false })).toBeVisible()
    })
    await step('the address drops the query, so Back does not search again', async () => {
      await expect(storyHistory().current()).toBe('/lookup')
    })
  },
}

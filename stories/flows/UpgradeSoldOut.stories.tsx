import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'
import { stocks } from '../fixtures/catalogue'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { itemRow, searchOrders, seeOrder } from './lookupFlow'

const FRAME = 'Classic Degree Frame with Navy Mat'
const TIMBER = 'Premium Timber Frame'
const timberId = stocks.find((s) => s.name === TIMBER)!.id

const meta = {
  title: 'Flows/Upgrade to a sold-out item',
  component: PosStory,
  args: { path: '/lookup' },
  // The count says no timber frame is left; nothing else is counted.
  beforeEach: [
    withFakeApi(),
    ({ msw }) =>
      msw.use(
        http.get('/demo/stock-counts', () => HttpResponse.json({ counts: { [timberId]: 0 } })),
      ),
  ],
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

/** Avery's navy-mat frame, upgraded to the timber frame with a black mat. */
async function chooseTimberFrame() {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${TIMBER}`) }))
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Select Matboard Colour' })).getByRole(
      'button',
      { name: 'Black' },
    ),
  )
  return screen.findByRole('dialog', { name: 'Sold out — sell anyway?' })
}

export const AskedBeforePaying: Story = {
  name: 'Sold out: asked before paying; Sell anyway upgrades and says so',
  play: async ({ step }) => {
    await step('open the upgrade of the navy-mat frame', async () => {
      await searchOrders('0000546675')
      await seeOrder(/Avery Lindqvist/)
      await userEvent.click(within(itemRow(FRAME)).getByRole('button', { name: 'UPGRADE' }))
      await screen.findByRole('heading', { name: 'Upgrade your product' })
    })
    await step("Don't sell leaves nothing chosen", async () => {
      const asked = await chooseTimberFrame()
      await expect(asked).toHaveTextContent(
        'Premium Timber Frame has none left by the count. It may be in a box under the counter.',
      )
      await userEvent.click(within(asked).getByRole('button', { name: "Don't sell" }))
      await expect(screen.queryByRole('button', { name: 'SAVE & CONTINUE' })).toBeNull()
    })
    await step('Sell anyway chooses it, and the upgrade is paid as usual', async () => {
      const asked = await chooseTimberFrame()
      await userEvent.click(within(asked).getByRole('button', { name: 'Sell anyway' }))
      await userEvent.click(await screen.findByRole('button', { name: 'SAVE & CONTINUE' }))
      await screen.findByRole('region', { name: 'New Order Details' })
      await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }))
      await userEvent.click(await screen.findByRole('button', { name: 'EFTPOS' }))
      const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
      await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
      await screen.findByRole('heading', { name: 'Upgrade saved' })
      await expect(fakeApi().state.upgradeBodies).toEqual([
        expect.objectContaining({
          toStock: expect.objectContaining({ id: timberId }),
          sell_beyond_count: true,
        }),
      ])
    })
  },
}

export const EnoughLeft: Story = {
  name: 'Counted with some left: not asked',
  beforeEach: ({ msw }) =>
    msw.use(http.get('/demo/stock-counts', () => HttpResponse.json({ counts: { [timberId]: 2 } }))),
  play: async () => {
    await searchOrders('0000546675')
    await seeOrder(/Avery Lindqvist/)
    await userEvent.click(within(itemRow(FRAME)).getByRole('button', { name: 'UPGRADE' }))
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${TIMBER}`) }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Select Matboard Colour' })).getByRole(
        'button',
        { name: 'Black' },
      ),
    )
    await expect(await screen.findByRole('button', { name: 'SAVE & CONTINUE' })).toBeEnabled()
    await expect(screen.queryByRole('dialog', { name: 'Sold out — sell anyway?' })).toBeNull()
  },
}

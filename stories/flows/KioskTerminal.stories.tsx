import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'
import { keep } from '../../src/client/offline/keptData'
import { ceremonies } from '../fixtures/catalogue'
import { FAKE_KIOSK_CODE, FAKE_TERMINAL } from '../support/fakeTerminal'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'

/** The kiosk's code and card terminal on the menu, as a manager setting up the day reads them. */
const meta = {
  title: "Flows/Kiosk's card terminal",
  component: PosStory,
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

const UNPAIRED = `No card terminal is paired with this kiosk (${FAKE_KIOSK_CODE}). A manager pairs it in the back office, Card terminals.`

const unpaired = http.get('/demo/terminal', () =>
  HttpResponse.json({ terminal: null, kiosk_code: FAKE_KIOSK_CODE }),
)

export const MenuNamesKioskAndTerminal: Story = {
  name: 'The menu names the kiosk and its card terminal',
  play: async () => {
    await expect(
      await screen.findByText(`Kiosk ${FAKE_KIOSK_CODE} · Card terminal: ${FAKE_TERMINAL}`),
    ).toBeVisible()
  },
}

export const MenuNoTerminalPaired: Story = {
  name: 'No card terminal paired: the menu gives the code to pair it by',
  beforeEach: ({ msw }) => msw.use(unpaired),
  play: async () => {
    await expect(
      await screen.findByText(`Kiosk ${FAKE_KIOSK_CODE} · No card terminal paired`),
    ).toBeVisible()
  },
}

export const OfflineLastKnown: Story = {
  name: 'Offline: the menu shows the terminal it last knew',
  beforeEach: async ({ msw }) => {
    await keep('/demo/terminal', {
      terminal: { id: 1, label: 'Yesterday’s terminal', adapter: 'simulator' },
      kiosk_code: FAKE_KIOSK_CODE,
    })
    msw.use(http.get('/demo/terminal', () => HttpResponse.error()))
  },
  play: async () => {
    await expect(
      await screen.findByText(`Kiosk ${FAKE_KIOSK_CODE} · Card terminal: Yesterday’s terminal`),
    ).toBeVisible()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
}

export const CardRefusedUnpaired: Story = {
  name: "EFTPOS on a kiosk with no terminal: the server's words, with the code",
  beforeEach: ({ msw }) =>
    msw.use(
      unpaired,
      http.post('/demo/terminal/payments', () =>
        HttpResponse.json({ message: UNPAIRED }, { status: 409 }),
      ),
    ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stage' }))
    const list = await screen.findByRole('list', { name: 'Ceremonies' })
    await userEvent.click(
      await within(list).findByRole('button', { name: new RegExp(ceremonies[1]!.name) }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const payment = await screen.findByRole('dialog', { name: 'How would you like to pay?' })
    await userEvent.click(within(payment).getByRole('button', { name: 'EFTPOS' }))
    await expect(await screen.findByRole('alertdialog', { name: UNPAIRED })).toBeVisible()
    await expect(fakeApi().state.saved).toEqual([])
  },
}

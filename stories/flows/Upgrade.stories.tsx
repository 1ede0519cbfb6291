import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expressSale, item, order } from '../fixtures/people'
import { answers } from '../support/answers'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { RECEIPT_QUEUED } from '../../src/client/stores/receiptOutcome'
import { dismissAlert, itemRow, searchOrders, seeOrder } from './lookupFlow'
import { screenModes } from '../../.storybook/modes'

const FRAME = 'Classic Degree Frame with Navy Mat'

/** An express sale already in the ordering system: no student, the placeholder email. */
const expressOrder = order(
  8,
  [item(12, 8, 'Graduation Bear', { customer_id: 0, json: { ges_line_id: 'R700008-1' } })],
  {
    ...expressSale,
    json: { ges_order_id: 'R700008' },
  },
)

const meta = {
  title: 'Flows/Upgrade',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  args: { path: '/lookup' },
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

/** From the lookup to the confirmation: Avery's navy-mat frame becomes a timber frame with a black mat. */
async function chooseTimberFrame() {
  await searchOrders('0000546675')
  await seeOrder(/Avery Lindqvist/)
  await userEvent.click(within(itemRow(FRAME)).getByRole('button', { name: 'UPGRADE' }))
  await screen.findByRole('heading', { name: 'Upgrade your product' })
  await userEvent.click(await screen.findByRole('button', { name: /^Premium Timber Frame/ }))
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Select Matboard Colour' })).getByRole(
      'button',
      { name: 'Black' },
    ),
  )
  await userEvent.click(screen.getByRole('button', { name: 'SAVE & CONTINUE' }))
  await screen.findByRole('region', { name: 'New Order Details' })
}

/** From the confirmation to the receipt question, paying by a given method (cash: the exact sum). */
async function payBy(method: 'Cash' | 'EFTPOS', tendered: string | RegExp = /^Exact /) {
  await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }))
  await screen.findByRole('heading', { name: 'How would you like to pay?' })
  await userEvent.click(screen.getByRole('button', { name: method }))
  if (method === 'Cash') {
    const pad = within(await screen.findByRole('region', { name: 'Cash tendered' }))
    await userEvent.click(pad.getByRole('button', { name: tendered }))
    await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
  }
  return screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
}

export const WholeUpgrade: Story = {
  name: 'Whole upgrade, from the lookup to success and back',
  args: { path: '/' },
  play: async ({ step }) => {
    await step('from the menu to the lookup', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Customer Lookup' }))
    })
    await step('choose the upgrade and its mat colour', chooseTimberFrame)
    await step('the confirmation shows what is payable', async () => {
      const rows = within(screen.getByRole('table', { name: 'Upgrade cost' })).getAllByRole('row')
      await expect(rows.map((r) => r.textContent)).toEqual([
        'Order upgrade Cost$145.00',
        'Original Order-$95.00',
        'TOTAL PAYABLE$50.00',
        'Inc. GST of$4.55',
      ])
    })
    await step("EFTPOS, then YES emails the receipt to the order's address", async () => {
      const receipt = await payBy('EFTPOS')
      await userEvent.click(within(receipt).getByRole('button', { name: 'YES' }))
      await screen.findByRole('heading', { name: 'Upgrade saved' })
      const upgraded = fakeApi().state.orders[0]!.order_items.find(
        (i) => i.json.upgraded_from === 1,
      )!
      await expect(upgraded.name).toBe('Premium Timber Frame with Black Mat')
      await expect(upgraded.json.upgrade).toMatchObject({
        payable: 50,
        gst: 4.55,
        payment_type: 'Eftpos',
        email: 'avery.lindqvist@student.example',
      })
      await expect(fakeApi().state.upgradeEmails).toEqual([upgraded.id])
    })
    await step('Back to the lookup shows the refreshed order', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Back to the lookup' }))
      await screen.findByRole('heading', { name: 'Customer Lookup' })
      await waitFor(() => expect(within(itemRow(FRAME)).getByText('Exchanged')).toBeVisible())
      await expect(within(itemRow(FRAME)).queryByRole('button')).not.toBeInTheDocument()
      const timber = itemRow('Premium Timber Frame with Black Mat')
      await expect(timber).toHaveTextContent('Price: $145.00')
      await expect(within(timber).getByRole('button', { name: 'Redeem' })).toBeVisible()
    })
    await step(
      'the upgrade steps are gone from history: Close goes straight back to the menu',
      async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Close' }))
        await expect(
          await screen.findByRole('heading', { name: 'DEMO UNIVERSITY Ceremony POS' }),
        ).toBeVisible()
      },
    )
  },
}

export const PromptedEmail: Story = {
  name: 'Express order: the receipt address is asked for',
  beforeEach: withFakeApi({ orders: [expressOrder] }),
  play: async ({ step }) => {
    await step('a bear becomes a presentation photo, paid in cash', async () => {
      await searchOrders('0000546682')
      await seeOrder(/POS Customer/)
      await userEvent.click(
        within(itemRow('Graduation Bear')).getByRole('button', { name: 'UPGRADE' }),
      )
      await userEvent.click(
        await screen.findByRole('button', { name: /^Degree Presentation Photo/ }),
      )
      await userEvent.click(screen.getByRole('button', { name: 'SAVE & CONTINUE' }))
      await screen.findByRole('region', { name: 'New Order Details' })
      await expect(screen.getByRole('alert')).toHaveTextContent('costs $10.00 more')
    })
    const receipt = await payBy('Cash')
    await step('an empty address is refused and nothing is saved', async () => {
      await userEvent.click(within(receipt).getByRole('button', { name: 'YES' }))
      const prompt = await screen.findByRole('dialog', { name: 'Please enter email address' })
      await expect(within(prompt).getByLabelText('Email address')).toHaveValue('')
      await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
      await expect(within(prompt).getByLabelText('Email address')).toHaveAccessibleDescription(
        'Invalid email address.',
      )
      await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      await expect(fakeApi().state.orders[0]!.order_items).toHaveLength(1)
    })
    const prompt = screen.getByRole('dialog', { name: 'Please enter email address' })
    await step('a malformed address is refused too, under the field', async () => {
      await userEvent.type(within(prompt).getByLabelText('Email address'), 'walk-in')
      await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
      await expect(within(prompt).getByLabelText('Email address')).toHaveAccessibleDescription(
        'Invalid email address.',
      )
      await expect(fakeApi().state.orders[0]!.order_items).toHaveLength(1)
    })
    await step('the address typed is used for the upgrade and its email', async () => {
      await userEvent.clear(within(prompt).getByLabelText('Email address'))
      await userEvent.type(
        within(prompt).getByLabelText('Email address'),
        'new.grad@student.example',
      )
      await userEvent.click(within(prompt).getByRole('button', { name: 'OK' }))
      await screen.findByRole('heading', { name: 'Upgrade saved' })
      const upgraded = fakeApi().state.orders[0]!.order_items[1]!
      await expect(upgraded.name).toBe('Degree Presentation Photo')
      await expect(upgraded.json.upgrade).toMatchObject({
        payment_type: 'Cash',
        email: 'new.grad@student.example',
      })
      await expect(fakeApi().state.upgradeEmails).toEqual([upgraded.id])
    })
  },
}

export const CashWithChange: Story = {
  name: 'Cash: $100.00 handed over for $50.00, the change recorded with the upgrade',
  play: async ({ step }) => {
    await chooseTimberFrame()
    await step('the pad shows the change before Continue', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }))
      await userEvent.click(await screen.findByRole('button', { name: 'Cash' }))
      const pad = within(await screen.findByRole('region', { name: 'Cash tendered' }))
      await userEvent.click(pad.getByRole('button', { name: '$100.00' }))
      await expect(pad.getByLabelText('Change due')).toHaveTextContent('$50.00')
      await userEvent.click(pad.getByRole('button', { name: 'Continue' }))
    })
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
    await screen.findByRole('heading', { name: 'Upgrade saved' })
    await expect(fakeApi().state.orders[0]!.order_items[2]!.json.upgrade).toMatchObject({
      payable: 50,
      payment_type: 'Cash',
      tendered: 100,
      change: 50,
    })
  },
}

export const NoReceipt: Story = {
  name: 'Receipt NO: upgraded without an email',
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('EFTPOS')
    await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
    await screen.findByRole('heading', { name: 'Upgrade saved' })
    await expect(
      screen.queryByRole('dialog', { name: 'Please enter email address' }),
    ).not.toBeInTheDocument()
    await expect(fakeApi().state.orders[0]!.order_items[2]!.json.upgrade).toMatchObject({
      email: null,
    })
    await expect(fakeApi().state.upgradeEmails).toEqual([])
  },
}

export const ReceiptClosed: Story = {
  name: 'Receipt closed: Order will not be saved',
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('EFTPOS')
    await userEvent.click(within(receipt).getByRole('button', { name: 'Close' }))
    await dismissAlert('Order will not be saved')
    await expect(await screen.findByRole('button', { name: /eftpos/i })).toBeEnabled()
    await expect(
      screen.queryByRole('dialog', { name: 'Send Digital Receipt?' }),
    ).not.toBeInTheDocument()
    await expect(fakeApi().state.orders[0]!.order_items).toHaveLength(2)
  },
}

export const UpgradeRefused: Story = {
  name: "Upgrade refused: the server's reason",
  // By card, the server checks the upgrade before it asks the terminal, and refuses alike.
  beforeEach: answers('post', '/demo/terminal/payments', 409, {
    message: 'This item has already been upgraded.',
  }),
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('EFTPOS')
    await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
    await dismissAlert('This item has already been upgraded.')
    await expect(screen.getByRole('dialog', { name: 'Send Digital Receipt?' })).toBeVisible()
    await expect(screen.queryByRole('heading', { name: 'Upgrade saved' })).not.toBeInTheDocument()
  },
}

export const UpgradeFailed: Story = {
  name: 'Upgrade failed: Failed to save order.',
  beforeEach: answers('put', '/demo/orderitem', 500, {}),
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('Cash')
    await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
    await dismissAlert('Failed to save order.')
  },
}

const REFUSED_ADDRESS =
  'The mail server refused the address avery@example.com. Check the address and send the receipt again.'

export const UpgradeEmailFails: Story = {
  name: 'Upgrade email refused: the upgrade still succeeds and the operator reads why',
  beforeEach: answers('post', '/demo/orderitem/:id', 422, {
    message: REFUSED_ADDRESS,
    errors: { email: [REFUSED_ADDRESS] },
  }),
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('EFTPOS')
    await userEvent.click(within(receipt).getByRole('button', { name: 'YES' }))
    // The reason is read first, over the success screen it then uncovers.
    await dismissAlert(REFUSED_ADDRESS)
    await expect(await screen.findByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
  },
}

export const UpgradeEmailQueued: Story = {
  name: 'Upgrade email queued: the upgrade succeeds and the receipt follows',
  beforeEach: ({ msw }) => {
    msw.use(http.post('/demo/orderitem/:id', () => HttpResponse.json({ queued: true, mail_id: 7 })))
  },
  play: async () => {
    await chooseTimberFrame()
    const receipt = await payBy('EFTPOS')
    await userEvent.click(within(receipt).getByRole('button', { name: 'YES' }))
    // The queued line is read first, over the success screen it then uncovers.
    await dismissAlert(RECEIPT_QUEUED)
    await expect(await screen.findByRole('heading', { name: 'Upgrade saved' })).toBeVisible()
  },
}

export const Cancelled: Story = {
  name: 'Cancel on the way back to the order',
  play: async () => {
    await chooseTimberFrame()
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }))
    await expect(
      await screen.findByRole('button', { name: /^Premium Timber Frame/ }),
    ).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('heading', { name: 'Customer Lookup' })
    await expect(within(itemRow(FRAME)).getByRole('button', { name: 'UPGRADE' })).toBeVisible()
    await expect(fakeApi().state.orders[0]!.order_items).toHaveLength(2)
  },
}

export const NothingToPay: Story = {
  name: 'Nothing to pay: from the confirmation straight to the receipt question',
  args: { path: '/' },
  play: async ({ step }) => {
    await step('the same frame with a black mat instead of navy costs nothing more', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Customer Lookup' }))
      await searchOrders('0000546675')
      await seeOrder(/Avery Lindqvist/)
      await userEvent.click(within(itemRow(FRAME)).getByRole('button', { name: 'UPGRADE' }))
      await userEvent.click(await screen.findByRole('button', { name: /^Classic Degree Frame/ }))
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Select Matboard Colour' })).getByRole(
          'button',
          { name: 'Black' },
        ),
      )
      await userEvent.click(screen.getByRole('button', { name: 'SAVE & CONTINUE' }))
      const cost = await screen.findByRole('table', { name: 'Upgrade cost' })
      await expect(within(cost).getByRole('row', { name: /TOTAL PAYABLE/ })).toHaveTextContent(
        '$0.00',
      )
      await expect(screen.getByRole('alert')).toHaveTextContent(
        'The upgrade costs nothing more: confirming swaps the item.',
      )
    })
    await step('CONFIRM asks about the receipt, never how to pay $0.00', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }))
      const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
      await expect(
        screen.queryByRole('heading', { name: 'How would you like to pay?' }),
      ).not.toBeInTheDocument()
      await userEvent.click(within(receipt).getByRole('button', { name: 'NO' }))
      await screen.findByRole('heading', { name: 'Upgrade saved' })
      const upgraded = fakeApi().state.orders[0]!.order_items.find(
        (i) => i.json.upgraded_from === 1,
      )!
      await expect(upgraded.name).toBe('Classic Degree Frame with Black Mat')
      await expect(upgraded.json.upgrade).toMatchObject({ payable: 0, payment_type: 'Cash' })
    })
    await step('Back to the lookup, and Close to the menu', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Back to the lookup' }))
      await screen.findByRole('heading', { name: 'Customer Lookup' })
      await waitFor(() => expect(within(itemRow(FRAME)).getByText('Exchanged')).toBeVisible())
      await userEvent.click(screen.getByRole('button', { name: 'Close' }))
      await expect(
        await screen.findByRole('heading', { name: 'DEMO UNIVERSITY Ceremony POS' }),
      ).toBeVisible()
    })
  },
}

const photographyOrder = order(
  3,
  [item(5, 3, 'Premium Photography Package', { json: { ges_line_id: 'R700003-1' } })],
  { json: { ges_order_id: 'R700003' } },
)

export const NoOptions: Story = {
  name: 'The dearest item has no upgrade options',
  beforeEach: withFakeApi({ orders: [photographyOrder] }),
  play: async () => {
    await searchOrders('0000546677')
    await seeOrder(/Avery Lindqvist/)
    await userEvent.click(
      within(itemRow('Premium Photography Package')).getByRole('button', { name: 'UPGRADE' }),
    )
    await expect(await screen.findByText('No upgrade options available.')).toBeVisible()
    await expect(screen.queryByRole('button', { name: 'SAVE & CONTINUE' })).not.toBeInTheDocument()
  },
}

export const ReloadMidUpgrade: Story = {
  name: 'Opened mid-upgrade with nothing chosen: back to the lookup',
  args: { path: '/lookup/upgradeconfirmation/receipt' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
    await expect(
      screen.queryByRole('dialog', { name: 'Send Digital Receipt?' }),
    ).not.toBeInTheDocument()
  },
}

export const ReloadOnProduct: Story = {
  name: 'Upgrade product opened directly: back to the lookup',
  args: { path: '/lookup/upgradeproduct' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ceremonies } from '../fixtures/catalogue'
import { answers } from '../support/answers'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { dismissAlert } from './lookupFlow'
import { enterPin, expressPayment, openStore, tender } from './storeFlow'
import { screenModes } from '../../.storybook/modes'

/** General-store checkouts, from the menu to the confirmation, against an in-memory server. */
const meta = {
  title: 'Flows/General store checkout',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

export const ExpressSale: Story = {
  name: 'Express sale: wrong PIN, then right PIN, no receipt',
  play: async ({ step }) => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const lookup = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await userEvent.click(
      within(lookup).getByRole('button', { name: 'Check out without customer' }),
    )
    const payment = await screen.findByRole('dialog', { name: 'Payment' })
    await step(
      'two ceremonies today: one must be chosen first, said beside Cash and EFTPOS',
      async () => {
        const cash = within(payment).getByRole('button', { name: 'Cash' })
        await expect(cash).toHaveAttribute('aria-disabled', 'true')
        await expect(cash).toHaveAccessibleDescription('Choose a ceremony first')
        await expect(within(payment).queryByText('Please select a ceremony.')).toBeNull()
        await expect(within(payment).getByLabelText('Customer')).toHaveTextContent(
          'Express checkout',
        )
      },
    )
    await userEvent.click(within(payment).getByRole('combobox', { name: 'Ceremony' }))
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(ceremonies[1]!.name) }),
    )
    await userEvent.click(within(payment).getByRole('button', { name: 'Cash' }))
    await tender('$50.00')
    await step('a wrong PIN is refused inline', async () => {
      await enterPin('9999')
      await expect(
        await within(screen.getByRole('dialog', { name: 'Staff Pin Number' })).findByRole('alert'),
      ).toHaveTextContent('Invalid PIN code.')
    })
    await enterPin('1234')
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'No' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(within(confirmed).getByLabelText('Total paid')).toHaveTextContent('$35.00')
    await expect(fakeApi().state.saved[0]).toMatchObject({
      mode: 'normal',
      type: 'Order#Cash',
      customer_id: 0,
      name: 'POS',
      lastname: 'Customer',
      tendered: 50,
    })
    await waitFor(() => expect(fakeApi().state.pushes).toEqual([500]))
  },
}

export const PostedItemToStudent: Story = {
  name: 'Posted item to a student, receipt emailed',
  play: async ({ step }) => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Studio Portrait Session, $120.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const lookup = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await expect(
      within(lookup).queryByRole('button', { name: 'Check out without customer' }),
    ).not.toBeInTheDocument()
    await userEvent.type(within(lookup).getByLabelText('Student ID'), '41001001')
    await userEvent.click(within(lookup).getByRole('button', { name: 'Search' }))
    const form = await screen.findByRole('dialog', { name: 'Student Details' })
    await step('the shipping form is prefilled from the student', async () => {
      await expect(within(form).getByLabelText(/^First name/)).toHaveValue('Avery')
      // Stored in E.164 (+61412345600): shown as it is typed beside its calling code.
      await expect(within(form).getByLabelText(/^Phone/)).toHaveValue('0412 345 600')
      await expect(within(form).getByLabelText(/^Street Address/)).toHaveValue('12 Example Street')
    })
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }))
    const payment = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(
      within(payment).getByText(/You've selected .+ as the ceremony for this order\./),
    ).toBeVisible()
    await userEvent.click(within(payment).getByRole('button', { name: 'EFTPOS' }))
    await enterPin('1234')
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await step('the receipt shows the payment, the posted item and where it goes', async () => {
      const shown = within(within(receipt).getByRole('region', { name: 'Order confirmation' }))
      await expect(shown.getByLabelText('Order No.')).toHaveTextContent('0000547174')
      await expect(shown.getByLabelText('Paid by')).toHaveTextContent('EFTPOS')
      await expect(shown.getByLabelText('Reference Number')).toHaveTextContent('to follow')
      await expect(shown.getByLabelText('Posted to')).toHaveTextContent(
        '12 Example Street, Carlton VIC 3053',
      )
      await expect(shown.getByRole('row', { name: /Studio Portrait Session/ })).toHaveTextContent(
        'Posted$120.00',
      )
      await expect(shown.getByLabelText('GST included')).toHaveTextContent('$10.91')
    })
    await userEvent.click(within(receipt).getByRole('button', { name: 'Yes' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(
      within(confirmed).getByText("We've sent the order confirmation to the customer's email."),
    ).toBeVisible()
    await expect(fakeApi().state.confirmations).toEqual([
      { orderId: 500, email: 'avery.lindqvist@student.example' },
    ])
    await expect(fakeApi().state.saved[0]!.address).toEqual({
      extra_streetname1: '12 Example Street',
      extra_city: 'Carlton',
      extra_state: 'VIC',
      extra_postcode: '3053',
      extra_country: 'Australia',
    })
  },
}

export const ReceiptWaitsForReference: Story = {
  name: "Receipt emailed while the ordering system is slow: it goes with the order's reference",
  beforeEach: answers('post', '/demo/orders/:id/confirmation', 200, {
    queued: true,
    mail_id: 9,
    waiting_for: 'reference',
  }),
  play: async () => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const lookup = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await userEvent.type(within(lookup).getByLabelText('Student ID'), '41001001')
    await userEvent.click(within(lookup).getByRole('button', { name: 'Search' }))
    const payment = await screen.findByRole('dialog', { name: 'Payment' })
    await userEvent.click(within(payment).getByRole('button', { name: 'Cash' }))
    await tender('$50.00')
    await enterPin('1234')
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'Yes' }))
    // Not the mail server's fault: the operator is told what the receipt waits for.
    await dismissAlert(
      "Receipt queued, it will be sent with the order's reference within 2 minutes.",
    )
    const confirmed = await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(
      within(confirmed).queryByText("We've sent the order confirmation to the customer's email."),
    ).not.toBeInTheDocument()
  },
}

export const StudentWithTwoRecords: Story = {
  name: 'A student with two records',
  play: async () => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const lookup = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await userEvent.type(within(lookup).getByLabelText('Student ID'), '41001003')
    await userEvent.click(within(lookup).getByRole('button', { name: 'Search' }))
    const multiple = await screen.findByRole('dialog', { name: 'Multiple Results Found' })
    await userEvent.click(
      within(within(multiple).getByRole('list', { name: 'Students' })).getAllByRole('button')[1]!,
    )
    await expect(await screen.findByRole('dialog', { name: 'Payment' })).toBeVisible()
  },
}

export const UnknownStudent: Story = {
  name: 'No student with that ID',
  play: async () => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    const lookup = await screen.findByRole('dialog', { name: 'Customer Lookup' })
    await userEvent.type(within(lookup).getByLabelText('Student ID'), '00000000')
    await userEvent.click(within(lookup).getByRole('button', { name: 'Search' }))
    await expect(await within(lookup).findByText('No student with ID 00000000.')).toBeVisible()
  },
}

export const CatalogueFails: Story = {
  name: 'Failed to get POS data: in place, and RETRY loads it',
  beforeEach: answers(
    'get',
    '/demo/stocks',
    503,
    { message: 'Database unavailable' },
    { once: true },
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'POS' }))
    await expect(screen.queryByRole('dialog', { name: 'Select Categories' })).toBeNull()
    const products = screen.getByRole('main', { name: 'Products' })
    await expect(await within(products).findByRole('alert')).toHaveTextContent(
      'Failed to get POS data.',
    )
    await expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument()
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await userEvent.click(within(products).getByRole('button', { name: 'Retry' }))
    await expect(
      await screen.findByRole('button', { name: 'Graduation Bear, $35.00' }),
    ).toBeVisible()
  },
}

export const SaveRefused: Story = {
  name: "Save refused: the server's message",
  beforeEach: answers('post', '/demo/orders', 422, {
    message: 'The amount does not match the current prices: the total is $40.00.',
  }),
  play: async () => {
    const payment = await expressPayment()
    await userEvent.click(within(payment).getByRole('button', { name: 'Cash' }))
    await tender('Exact $35.00')
    await enterPin('1234')
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'The amount does not match the current prices: the total is $40.00.',
    )
  },
}

export const SaveFailsThenTryAgain: Story = {
  name: 'Save fails: plain words, TRY AGAIN saves one order',
  beforeEach: answers(
    'post',
    '/demo/orders',
    503,
    { message: 'Database unavailable' },
    { once: true },
  ),
  play: async () => {
    const payment = await expressPayment()
    // Cash: a card payment goes through the terminal's own attempt, not this save.
    await userEvent.click(within(payment).getByRole('button', { name: 'Cash' }))
    await tender('Exact $35.00')
    await enterPin('1234')
    const failed = await screen.findByRole('alertdialog', { name: 'Failed to save order.' })
    await expect(failed).toHaveTextContent(
      'The order was not saved. Nothing was charged in the system. Try again.',
    )
    await expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument()
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'No' }))
    await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(fakeApi().state.saved).toHaveLength(1)
  },
}

export const LeaveWithCart: Story = {
  name: 'Menu with items in the cart asks before discarding them',
  play: async () => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard 2 items?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep selling' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(screen.getByLabelText('Quantity of Graduation Bear')).toHaveTextContent('2')
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const again = await screen.findByRole('dialog', { name: 'Discard 2 items?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Discard and go to the menu' }))
    await expect(await screen.findByRole('button', { name: 'POS' })).toBeVisible()
  },
}

export const TodaysOnlyCeremony: Story = {
  name: "Express sale: today's only ceremony is chosen for it",
  beforeEach: answers('get', '/demo/ceremonies', 200, [
    ceremonies[0],
    ceremonies[1],
    ceremonies[3],
  ]),
  play: async () => {
    await openStore()
    await userEvent.click(screen.getByRole('button', { name: 'Graduation Bear, $35.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Customer Lookup' })).getByRole('button', {
        name: 'Check out without customer',
      }),
    )
    const payment = await screen.findByRole('dialog', { name: 'Payment' })
    await expect(
      await within(payment).findByText(
        `You've selected ${ceremonies[1]!.name} as the ceremony for this order.`,
      ),
    ).toBeVisible()
    await userEvent.click(within(payment).getByRole('button', { name: 'EFTPOS' }))
    await enterPin('1234')
    const receipt = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'No' }))
    await screen.findByRole('dialog', { name: 'Order Confirmed!' })
    await expect(fakeApi().state.saved[0]).toMatchObject({ ceremony_id: ceremonies[1]!.id })
  },
}

export const SecondFrameColour: Story = {
  name: 'A second frame: the colour the first went in is marked',
  play: async ({ step }) => {
    await openStore()
    const frame = screen.getByRole('button', { name: 'Classic Degree Frame, $95.00' })
    await step('the first frame: no colour is marked yet', async () => {
      await userEvent.click(frame)
      const colours = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
      await expect(within(colours).queryByRole('button', { current: true })).toBeNull()
      await userEvent.click(within(colours).getByRole('button', { name: 'Navy' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
    await userEvent.click(frame)
    const colours = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    await expect(within(colours).getByRole('button', { current: true })).toHaveAccessibleName(
      'Navy',
    )
    await expect(within(colours).getByText('Current')).toBeVisible()
  },
}

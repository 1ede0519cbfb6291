import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  emptyTakings,
  takings,
  takingsWithExceptions,
  takingsWithTerminals,
} from '../../../../stories/fixtures/report'
import { DateLocale } from '../../components/DateLocale'
import { ReportScreen } from './ReportScreen'
import { wideScreenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Report/Takings report',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: ReportScreen,
  decorators: [
    (Story) => (
      <DateLocale lang="en-AU">
        <Story />
      </DateLocale>
    ),
  ],
  args: {
    universityName: 'Demo University',
    status: 'ready',
    report: takings,
    error: null,
    notice: null,
    pin: { open: false, error: null },
    printView: null,
    menuHref: '/demo/pos#/',
    csvHref: {
      orders: '/demo/reports/orders.csv?ceremony=12',
      items: '/demo/reports/order-items.csv?ceremony=12',
    },
    lookupHref: (number: string) => `/demo/pos#/lookup?orderid=${number}`,
    onPinSubmit: fn(),
    onPinCancel: fn(),
    onScope: fn(),
    onPage: fn(),
    onRetry: fn(),
    onPrintView: fn(),
    onPrint: fn(),
    onPushNow: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ReportScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ManagerPin: Story = {
  name: "Asks for a manager's PIN",
  args: { status: 'loading', report: null, pin: { open: true, error: null } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    for (const key of ['2', '4', '6', '8']) {
      await userEvent.click(within(dialog).getByRole('button', { name: key }))
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await expect(args.onPinSubmit).toHaveBeenCalledWith('2468')
  },
}

export const OperatorPinRefused: Story = {
  name: "An operator's PIN is refused",
  args: {
    status: 'error',
    report: null,
    error: 'Only a manager can open the takings report.',
    pin: { open: true, error: 'Only a manager can open the takings report.' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Staff Pin Number' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only a manager can open the takings report.',
    )
    await expect(screen.queryByLabelText('Gross takings')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onPinCancel).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { status: 'loading', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…')
    await expect(canvas.queryByRole('button', { name: 'Print close-out' })).not.toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  name: 'The report could not be loaded',
  args: {
    status: 'error',
    report: null,
    error: 'The server could not be reached. Check the connection and try again.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/could not be reached/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const EmptyScope: Story = {
  name: 'A ceremony with no sales yet',
  args: { report: emptyTakings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No sales in this scope yet.')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument()
  },
}

export const Figures: Story = {
  name: "A ceremony's takings",
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('totals and the drawer and terminal amounts', async () => {
      await expect(canvas.getByLabelText('Gross takings')).toHaveTextContent('$308.00')
      await expect(canvas.getByLabelText('GST included')).toHaveTextContent('$28.00')
      await expect(canvas.getByLabelText('Cash')).toHaveTextContent('$165.00')
      await expect(canvas.getByLabelText('EFTPOS')).toHaveTextContent('$143.00')
      await expect(canvas.getByLabelText('Cash tendered')).toHaveTextContent('$150.00')
      await expect(canvas.getByLabelText('Change given')).toHaveTextContent('$35.00')
    })
    await step('breakdowns', async () => {
      const operators = canvas.getByRole('table', { name: 'Takings by operator' })
      await expect(
        within(operators).getByRole('row', { name: /Stage 2 0 0 0 \$63\.00/ }),
      ).toBeVisible()
      await expect(canvas.getByRole('list', { name: 'Takings by hour' })).toHaveTextContent(
        '10 am: 2 orders, $195.00',
      )
      await expect(canvas.getByText(/Items redeemed/)).toHaveTextContent(
        'Items redeemed: 3 · still to collect: 3',
      )
      await expect(
        canvas.queryByRole('region', { name: 'Needs attention' }),
      ).not.toBeInTheDocument()
    })
    await step('orders open in the lookup', async () => {
      const orders = canvas.getByRole('table', { name: 'Orders' })
      await expect(within(orders).getByRole('link', { name: '0000546692' })).toHaveAttribute(
        'href',
        '/demo/pos#/lookup?orderid=0000546692',
      )
      // A sale made while the kiosk was offline says so, with its provisional number.
      await expect(within(orders).getByRole('row', { name: /0000546692/ })).toHaveTextContent(
        'Sold offline (K7QX-0003)',
      )
    })
    await step('CSV, print and another ceremony', async () => {
      await expect(canvas.getByRole('link', { name: 'Orders CSV' })).toHaveAttribute(
        'href',
        args.csvHref.orders,
      )
      await userEvent.click(canvas.getByRole('button', { name: 'Print close-out' }))
      await expect(args.onPrintView).toHaveBeenCalledWith('a4')
      await userEvent.click(canvas.getByRole('combobox', { name: 'Ceremony' }))
      await userEvent.click(await screen.findByRole('option', { name: /Faculty of Arts/ }))
      await expect(args.onScope).toHaveBeenCalledWith({ ceremony: 11 })
    })
  },
}

export const DaysInTheUniversityLocale: Story = {
  name: 'A range of days, written as the university writes dates',
  args: { report: { ...takings, scope: { ceremony: null, from: '2026-11-27', to: '2026-11-28' } } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    // Each field keeps the text of its sections (day, month, year) in an input of its own.
    const fromField = canvas.getByRole('group', { name: 'From' })
    const from = fromField.querySelector('input')
    await expect(from).toHaveValue('27/11/2026')
    await expect(canvas.getByRole('group', { name: 'To' }).querySelector('input')).toHaveValue(
      '28/11/2026',
    )
    await step('another first day, from the calendar', async () => {
      await userEvent.click(within(fromField).getByRole('button', { name: /Choose date/ }))
      const calendar = await screen.findByRole('dialog')
      await userEvent.click(within(calendar).getByRole('gridcell', { name: '1' }))
      await expect(from).toHaveValue('01/11/2026')
      // The calendar closes with the choice; the story ends once it has gone.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Show these days' }))
    await expect(args.onScope).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-28' })
  },
}

export const GivenBack: Story = {
  name: 'Voids and refunds, each its own line',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Voids')).toHaveTextContent('$35.00')
    await expect(canvas.getByLabelText('Refunds')).toHaveTextContent('$95.00')
    const givenBack = canvas.getByRole('table', { name: 'Money given back' })
    await expect(
      within(givenBack).getByRole('row', { name: 'Voids 1 $35.00 $35.00 $0.00' }),
    ).toBeVisible()
    await expect(
      within(givenBack).getByRole('row', { name: 'Refunds 1 $95.00 $0.00 $95.00' }),
    ).toBeVisible()
    const payments = canvas.getByRole('table', { name: 'Takings by payment' })
    await expect(within(payments).getByRole('row', { name: /^Cash 2 1 1 0 / })).toBeVisible()
    await expect(within(payments).getByRole('row', { name: /^EFTPOS 2 0 0 1 / })).toBeVisible()
    const operators = canvas.getByRole('table', { name: 'Takings by operator' })
    await expect(within(operators).getByRole('row', { name: /^Demo Staff 1 1 1 1 / })).toBeVisible()
  },
}

export const Exceptions: Story = {
  name: 'Orders and receipts that need attention',
  args: {
    report: takingsWithExceptions,
    notice: { severity: 'success', text: 'Order 0000546694 was pushed: reference R700009.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const attention = canvas.getByRole('region', { name: 'Needs attention' })
    // The exceptions come before the figures.
    await expect(
      attention.compareDocumentPosition(canvas.getByLabelText('Gross takings')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    const pending = within(attention).getByRole('table', {
      name: 'Orders not yet in the ordering system',
    })
    await expect(pending).toHaveTextContent('unknown ceremony')
    await expect(pending).toHaveTextContent('2 h 5 min')
    await userEvent.click(within(pending).getByRole('button', { name: 'Push now' }))
    await expect(args.onPushNow).toHaveBeenCalledWith(20)
    await userEvent.click(within(attention).getByRole('button', { name: 'Resend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Resend the receipt' })
    await userEvent.type(within(dialog).getByLabelText('Email address'), '.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await expect(args.onResend).toHaveBeenCalledWith(5, 'ada@example.com')
    await expect(within(attention).getByRole('link', { name: '0000546693' })).toBeVisible()
    const beyond = within(attention).getByRole('table', { name: 'Sales beyond the stock count' })
    await expect(beyond).toHaveTextContent('Graduation Bear: 1 sold, 0 counted')
    await expect(beyond).toHaveTextContent('Confirmed at the counter')
    await expect(canvas.getByText(/was pushed: reference R700009/)).toBeVisible()
  },
}

export const PrintView: Story = {
  name: 'Close-out print view',
  args: { report: takingsWithExceptions, printView: 'a4' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const z = canvas.getByRole('article', { name: 'Z-report' })
    await expect(z).toHaveTextContent('Z-report · Demo University')
    await expect(z).toHaveTextContent('Faculty of Science, morning, 21/11/2026')
    await expect(z).toHaveTextContent('by Morgan Manager')
    await expect(within(z).getByRole('row', { name: 'Gross takings $308.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Cash $165.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Cash tendered $150.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Change given $35.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Sold beyond the count 1' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Exceptions in all 4' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Voids 1 · $35.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Refunds 1 · $95.00' })).toBeVisible()
    await expect(within(z).getByRole('row', { name: 'Given back in cash $35.00' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '80 mm receipt' }))
    await expect(args.onPrintView).toHaveBeenCalledWith('80mm')
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }))
    await expect(args.onPrint).toHaveBeenCalledOnce()
  },
}

export const ReceiptPrinter: Story = {
  name: 'Close-out on an 80 mm receipt printer',
  args: { printView: '80mm' },
  play: async ({ canvasElement }) => {
    const z = within(canvasElement).getByRole('article', { name: 'Z-report' })
    // 72 mm of printable width at 96 dpi.
    await expect(Math.round(z.getBoundingClientRect().width)).toBe(272)
  },
}

export const Drawers: Story = {
  name: "Each kiosk's cash drawer, counted or still open",
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Cash drawers' })
    const counted = within(table).getByRole('row', { name: /K-3F9A1C/ })
    await expect(counted).toHaveTextContent(/Demo Staff/)
    await expect(counted).toHaveTextContent(
      /\$200\.00\$50\.00\$20\.00\$395\.00\$390\.00short \$5\.00Morgan Manager/,
    )
    await expect(within(table).getByRole('row', { name: /K-77B2E0/ })).toHaveTextContent(
      /still open/,
    )
  },
}

export const DrawersInZReport: Story = {
  name: "The Z-report lists each kiosk's drawer",
  args: { printView: 'a4' },
  play: async ({ canvasElement }) => {
    const z = within(within(canvasElement).getByRole('article', { name: 'Z-report' }))
    const counted = within(z.getByRole('table', { name: 'Drawer · K-3F9A1C' }))
    for (const row of [
      'Opened by Demo Staff',
      'Float $200.00',
      'Cash in $50.00',
      'Cash out $20.00',
      'Expected $395.00',
      'Counted $390.00',
      'Variance short $5.00',
      'Counted by Morgan Manager',
    ])
      await expect(counted.getByRole('row', { name: row })).toBeVisible()
    const open = within(z.getByRole('table', { name: 'Drawer · K-77B2E0' }))
    await expect(open.getByRole('row', { name: 'Closed still open' })).toBeVisible()
  },
}

export const CardTerminals: Story = {
  name: 'EFTPOS by card terminal, and a card payment to refund',
  args: { report: takingsWithTerminals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const attention = canvas.getByRole('region', { name: 'Needs attention' })
    const toCheck = within(attention).getByRole('table', {
      name: 'Card payments the terminals and orders disagree about',
    })
    await expect(toCheck).toHaveTextContent('VISA ····4821')
    await expect(toCheck).toHaveTextContent('$89.95')
    await expect(toCheck).toHaveTextContent('refund the card')
    const byTerminal = canvas.getByRole('table', { name: 'EFTPOS by card terminal' })
    await expect(
      within(byTerminal).getByRole('row', { name: /Counter 1 terminal/ }),
    ).toHaveTextContent(/141\$1,185\.50/)
  },
}

export const CardTerminalsInZReport: Story = {
  name: 'The Z-report lists EFTPOS by card terminal',
  args: { report: takingsWithTerminals, printView: 'a4' },
  play: async ({ canvasElement }) => {
    const z = within(within(canvasElement).getByRole('article', { name: 'Z-report' }))
    const terminals = within(z.getByRole('table', { name: 'EFTPOS by card terminal' }))
    await expect(terminals.getByRole('row', { name: 'Stage terminal 9 · $742.00' })).toBeVisible()
    const exceptions = within(z.getByRole('table', { name: 'Upgrades and exceptions' }))
    await expect(exceptions.getByRole('row', { name: 'Card payments to check 1' })).toBeVisible()
  },
}

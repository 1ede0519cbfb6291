import { wallClock } from '../../../../../stories/support/storyClock'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type {
  DeliveryHealth,
  PushDelivery,
  ReceiptDelivery,
} from '../../../../domain/contract/backOfficeDelivery'
import { DeliveryScreen } from './DeliveryScreen'

const refused: ReceiptDelivery = {
  id: 41,
  order_id: 12,
  order_number: '0000546686',
  what: 'Receipt',
  to: 'ada@exmaple.com',
  state: 'failed',
  attempts: 1,
  queued_at: wallClock('2026-11-27T09:14'),
  next_attempt_at: null,
  error: 'The mail server refused the address. Check it and resend the receipt to the right one.',
  raw_error:
    'The mail server refused the message: Can’t send mail - all recipients were rejected: 550 Mailbox unavailable',
}

const waiting: ReceiptDelivery = {
  id: 42,
  order_id: 13,
  order_number: '0000546687',
  what: 'Upgrade receipt',
  to: 'bo@example.com',
  state: 'waiting',
  attempts: 3,
  queued_at: wallClock('2026-11-27T09:20'),
  next_attempt_at: wallClock('2026-11-27T09:21'),
  error: 'The mail server could not be reached. It is tried again by itself.',
  raw_error: 'The mail server refused the message: connect ECONNREFUSED 192.0.2.25:587',
}

const push: PushDelivery = {
  id: 7,
  order_id: 14,
  order_number: '0000546688',
  what: 'Order',
  state: 'waiting',
  attempts: 2,
  queued_at: wallClock('2026-11-27T09:25'),
  next_attempt_at: wallClock('2026-11-27T09:26'),
  error: 'The ordering system did not answer in 8 s. It is tried again by itself.',
  raw_error: 'The operation was aborted due to timeout',
}

const failing: DeliveryHealth = {
  counts: { receipts_waiting: 1, receipts_failed: 1, pushes_waiting: 1, pushes_failed: 0 },
  receipts: [refused, waiting],
  pushes: [push],
}

const nothing: DeliveryHealth = {
  counts: { receipts_waiting: 0, receipts_failed: 0, pushes_waiting: 0, pushes_failed: 0 },
  receipts: [],
  pushes: [],
}

const meta = {
  title: 'Back office/Delivery',
  component: DeliveryScreen,
  args: {
    // The fixtures are wall-clock times of the browser's zone; one story names a university's.
    timeZone: null,
    status: 'ready',
    health: failing,
    busy: false,
    resending: null,
    resendErrors: [],
    onRetryAll: fn(),
    onRetryReceipt: fn(),
    onRetryPush: fn(),
    onOpenResend: fn(),
    onResend: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof DeliveryScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SomeFailing: Story = {
  name: 'Receipts and an order that did not go out, in plain words',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText(/1 receipt waiting · 1 receipt failed/)).toBeVisible()
    const receipts = within(canvas.getByRole('table', { name: 'Receipts' }))
    await step('each row says why, and what the other system said', async () => {
      await expect(receipts.getByText(/refused the address/)).toBeVisible()
      await expect(receipts.getByText(/550 Mailbox unavailable/)).toBeVisible()
      await expect(receipts.getByText('Failed')).toBeVisible()
      await expect(receipts.getByText(/3 tries, next at/)).toBeVisible()
      const orders = within(canvas.getByRole('table', { name: 'Ordering system' }))
      await expect(orders.getByText(/did not answer in 8 s/)).toBeVisible()
    })
    await step('retry one, retry all, resend elsewhere', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Retry the receipt to bo@example.com' }),
      )
      await expect(args.onRetryReceipt).toHaveBeenCalledWith(waiting)
      await userEvent.click(canvas.getByRole('button', { name: 'Retry order 0000546688' }))
      await expect(args.onRetryPush).toHaveBeenCalledWith(push)
      await userEvent.click(canvas.getByRole('button', { name: 'Retry all' }))
      await expect(args.onRetryAll).toHaveBeenCalledOnce()
      await userEvent.click(
        canvas.getByRole('button', {
          name: 'Resend the receipt to ada@exmaple.com to another address',
        }),
      )
      await expect(args.onOpenResend).toHaveBeenCalledWith(refused)
    })
  },
}

export const Resend: Story = {
  name: 'Resending a receipt to a corrected address',
  args: { resending: refused },
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Resend the receipt' }))
    await expect(dialog.getByText(/last sent to ada@exmaple.com/)).toBeVisible()
    const field = dialog.getByRole('textbox', { name: 'Send to' })
    await step('the order keeps its address unless asked', async () => {
      await expect(
        dialog.getByRole('checkbox', { name: "Also correct the order's email address" }),
      ).not.toBeChecked()
    })
    await userEvent.clear(field)
    await userEvent.type(field, 'ada@example.com')
    await userEvent.click(
      dialog.getByRole('checkbox', { name: "Also correct the order's email address" }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }))
    await expect(args.onResend).toHaveBeenCalledWith(refused, {
      email: 'ada@example.com',
      correct_order: true,
    })
  },
}

export const ResendRefused: Story = {
  name: 'A resend address refused',
  args: { resending: refused, resendErrors: ['Email address is invalid.'] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Resend the receipt' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Email address is invalid.')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenResend).toHaveBeenCalledWith(null)
  },
}

export const NothingWaiting: Story = {
  name: 'Empty: nothing waiting',
  args: { health: nothing },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nothing is waiting: every receipt and every order has gone out.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry all' })).toBeDisabled()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', health: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', health: null, error: 'Delivery could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Delivery could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

export const UniversityTimeZone: Story = {
  name: "Times in the university's time zone, not the browser's",
  args: {
    timeZone: 'Australia/Perth',
    health: {
      counts: { receipts_waiting: 1, receipts_failed: 0, pushes_waiting: 0, pushes_failed: 0 },
      receipts: [
        {
          ...waiting,
          queued_at: '2026-11-27T01:14:00.000Z',
          next_attempt_at: '2026-11-27T01:21:30.000Z',
        },
      ],
      pushes: [],
    },
  },
  play: async ({ canvas }) => {
    // 01:14 UTC is 09:14 in Perth (UTC+8, no daylight saving), in any browser.
    const table = canvas.getByRole('table', { name: /receipts/i })
    await expect(table).toHaveTextContent('27/11/2026 09:14')
    await expect(table).toHaveTextContent('next at 09:21:30')
  },
}

import { wallClock } from '../../../../../stories/support/storyClock'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { AuditPage } from '../../../../domain/contract/backOffice'
import { AuditScreen } from './AuditScreen'
import { wideScreenModes } from '../../../../../.storybook/modes'

const page: AuditPage = {
  lines: [
    {
      id: 30,
      at: wallClock('2026-12-03T23:15'),
      staff: { id: 1, name: 'Demo Manager' },
      kind: 'staff',
      action: 'staff.add',
      subject: 'staff:9',
      details: 'email: nina@demo.example, role: operator',
    },
    {
      id: 29,
      at: wallClock('2026-12-03T23:10'),
      staff: { id: 2, name: 'Demo Staff' },
      kind: 'sale',
      action: 'order.save',
      subject: 'order:120',
      details: 'amount: 45.00',
    },
    {
      id: 28,
      at: wallClock('2026-12-03T23:00'),
      staff: null,
      kind: 'delivery',
      action: 'ges.push',
      subject: 'order:119',
      details: '',
    },
  ],
  more: true,
  people: [
    { id: 1, name: 'Demo Manager' },
    { id: 2, name: 'Demo Staff' },
  ],
}

const meta = {
  tags: ['autodocs'],
  title: 'Back office/Audit log',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: AuditScreen,
  args: {
    status: 'ready',
    page,
    filters: {},
    csvHref: '/demo/admin/api/audit.csv',
    // The fixtures are wall-clock times of the browser's zone; one story names a university's.
    timeZone: null,
    onFilters: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Lines: Story = {
  name: 'Who did what and when',
  play: async ({ canvas, args, step }) => {
    const table = canvas.getByRole('table', { name: 'Audit log' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await expect(table).toHaveTextContent('Demo Manager')
    await expect(table).toHaveTextContent('The system')
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/demo/admin/api/audit.csv',
    )
    await step('filter by person and kind', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Person' }))
      await userEvent.click(await screen.findByRole('option', { name: 'Demo Staff' }))
      await expect(args.onFilters).toHaveBeenLastCalledWith({ staff: '2', before: undefined })
      await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }))
      await userEvent.click(await screen.findByRole('option', { name: 'Refund' }))
      await expect(args.onFilters).toHaveBeenLastCalledWith({ kind: 'refund', before: undefined })
    })
    await step('older lines', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Older lines' }))
      await expect(args.onFilters).toHaveBeenLastCalledWith({ before: '28' })
    })
  },
}

export const UniversityTimeZone: Story = {
  name: "Times in the university's time zone, not the browser's",
  args: {
    timeZone: 'Australia/Perth',
    page: { ...page, lines: [{ ...page.lines[0]!, at: '2026-12-03T12:15:00.000Z' }] },
  },
  play: async ({ canvas }) => {
    // 12:15 UTC is 20:15 the same day in Perth (UTC+8, no daylight saving), in any browser.
    const table = canvas.getByRole('table', { name: 'Audit log' })
    await expect(table).toHaveTextContent('Thu 03 Dec 2026 20:15:00')
  },
}

export const ByDay: Story = {
  name: 'Filtered to a day',
  args: { filters: { day: '2026-12-03' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Day')).toHaveValue('2026-12-03')
    await userEvent.clear(canvas.getByLabelText('Day'))
    await expect(args.onFilters).toHaveBeenLastCalledWith({ day: undefined, before: undefined })
  },
}

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Empty: Story = {
  args: { page: { lines: [], more: false, people: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing was recorded that matches these filters.')).toBeVisible()
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', page: null, error: 'The audit log could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The audit log could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

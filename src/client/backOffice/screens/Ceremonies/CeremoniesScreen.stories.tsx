import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { AdminCeremony } from '../../../../domain/contract/backOffice'
import { CeremoniesScreen } from './CeremoniesScreen'
import { wideScreenModes } from '../../../../../.storybook/modes'

const ceremonies: AdminCeremony[] = [
  {
    id: 1,
    code: 'ART-01',
    name: 'Faculty of Arts',
    date: '2026-12-03',
    start: '10:00',
    venue: 'Great Hall',
    archived: false,
    orders: 0,
  },
  {
    id: 2,
    code: 'SCI-02',
    name: 'Faculty of Science',
    date: '2026-12-04',
    start: '14:30',
    venue: 'North Hall',
    archived: false,
    orders: 42,
  },
]

const meta = {
  tags: ['autodocs'],
  title: 'Back office/Ceremonies',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: CeremoniesScreen,
  args: {
    status: 'ready',
    ceremonies,
    timeZone: 'Australia/Melbourne',
    search: '',
    showArchived: false,
    editing: null,
    formErrors: {},
    saving: false,
    onSearch: fn(),
    onShowArchived: fn(),
    onNew: fn(),
    onEdit: fn(),
    onCloseDialog: fn(),
    onSave: fn(),
    onArchive: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CeremoniesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  name: 'Upcoming ceremonies, with their actions',
  play: async ({ canvas, args, step }) => {
    const table = canvas.getByRole('table', { name: 'Ceremonies' })
    await expect(within(table).getAllByRole('row')).toHaveLength(3)
    await expect(table).toHaveTextContent('Start (Australia/Melbourne)')
    await expect(table).toHaveTextContent('14:30')
    await step('search, show archived, add', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: /search/i }), 'S')
      await expect(args.onSearch).toHaveBeenCalledWith('S')
      await userEvent.click(canvas.getByRole('button', { name: 'Show archived' }))
      await expect(args.onShowArchived).toHaveBeenCalledWith(true)
      await userEvent.click(canvas.getByRole('button', { name: 'New ceremony' }))
      await expect(args.onNew).toHaveBeenCalledOnce()
    })
    await step('edit, archive and delete name their ceremony', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Faculty of Science' }))
      await expect(args.onEdit).toHaveBeenCalledWith(ceremonies[1])
      await userEvent.click(canvas.getByRole('button', { name: 'Archive Faculty of Science' }))
      await expect(args.onArchive).toHaveBeenCalledWith(ceremonies[1], true)
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Faculty of Arts' }))
      await expect(args.onDelete).toHaveBeenCalledWith(ceremonies[0])
    })
  },
}

export const NewCeremony: Story = {
  name: 'Adding a ceremony',
  args: { editing: 'new' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New ceremony' })
    const form = within(dialog)
    await userEvent.type(form.getByRole('textbox', { name: /code/i }), 'LAW-03')
    await userEvent.type(form.getByRole('textbox', { name: /name/i }), 'Faculty of Law')
    await userEvent.type(form.getByLabelText(/date/i), '2026-12-05')
    await userEvent.type(form.getByLabelText(/start time/i), '09:15')
    await expect(dialog).toHaveTextContent("In Australia/Melbourne, the university's time zone.")
    await userEvent.type(form.getByRole('textbox', { name: /venue/i }), 'Moot Court')
    await userEvent.click(form.getByRole('button', { name: 'Add ceremony' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      code: 'LAW-03',
      name: 'Faculty of Law',
      date: '2026-12-05',
      start: '09:15',
      venue: 'Moot Court',
    })
  },
}

export const RefusedFields: Story = {
  name: "The server's reasons under each field",
  args: {
    editing: ceremonies[1],
    formErrors: {
      code: ['Another ceremony already has the code "SCI-02"; codes are unique.'],
      date: ['Date "2026-02-30" is not a date like 2026-11-21 (YYYY-MM-DD).'],
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Faculty of Science' })
    const form = within(dialog)
    await expect(form.getByRole('textbox', { name: /code/i })).toHaveValue('SCI-02')
    await expect(form.getByRole('textbox', { name: /code/i })).toHaveAccessibleDescription(
      'Another ceremony already has the code "SCI-02"; codes are unique.',
    )
    await expect(dialog).toHaveTextContent('is not a date like 2026-11-21')
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCloseDialog).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { status: 'loading', ceremonies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Empty: Story = {
  name: 'Nothing matches the search',
  args: { ceremonies: [], search: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ceremony matches "zzz".')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', ceremonies: [], error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

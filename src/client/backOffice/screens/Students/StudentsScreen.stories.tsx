import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { AdminStudent } from '../../../../domain/contract/backOfficeStudents'
import { StudentsScreen } from './StudentsScreen'

const student = (id: number, overrides: Partial<AdminStudent> = {}): AdminStudent => ({
  id,
  student_id: String(41001000 + id),
  ceremony_code: 'DEMO-001',
  ceremony_name: 'Faculty of Arts Ceremony 1',
  title: null,
  name: `Given${id}`,
  othername: null,
  lastname: `Family${id}`,
  email: `s${id}@student.example`,
  countrycode: '61',
  phone: null,
  mobile: '+61412345600',
  streetname1: '10 Example Street',
  city: 'Carlton',
  state: 'VIC',
  postcode: '3053',
  country: 'Australia',
  ...overrides,
})
const students = [student(1, { name: 'Avery', lastname: 'Lindqvist' }), student(2), student(3)]

const meta = {
  title: 'Back office/Students',
  component: StudentsScreen,
  args: {
    status: 'ready',
    page: { students, total: 50_000, page: 1, page_size: 50 },
    search: '',
    editing: null,
    editErrors: {},
    editMessage: null,
    saving: false,
    onSearch: fn(),
    onPage: fn(),
    onEdit: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StudentsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Search: Story = {
  name: 'Students a page at a time, searched by id or name',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText('50,000 students')).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Students' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await step('typing searches', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: /student id or name/i }), '4')
      await expect(args.onSearch).toHaveBeenCalledWith('4')
    })
    await step('another page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }))
      await expect(args.onPage).toHaveBeenCalledWith(2)
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Avery Lindqvist (DEMO-001)' }))
    await expect(args.onEdit).toHaveBeenCalledWith(students[0])
  },
}

export const NoMatch: Story = {
  name: 'A search no student matches',
  args: { search: 'zzz', page: { students: [], total: 0, page: 1, page_size: 50 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No student matches "zzz".')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', page: null, error: 'The students could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The students could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Edit: Story = {
  name: 'Editing a record, refused by the rules of students.csv',
  args: {
    editing: students[0],
    editErrors: { email: ['"avery@" is not an email address'] },
    editMessage: 'email: "avery@" is not an email address',
  },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Avery Lindqvist' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(/not an email address/)
    await expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription(
      '"avery@" is not an email address',
    )
    const city = dialog.getByLabelText('City')
    await userEvent.clear(city)
    await userEvent.type(city, 'Fitzroy')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      students[0],
      expect.objectContaining({ city: 'Fitzroy', student_id: '41001001', lastname: 'Lindqvist' }),
    )
  },
}

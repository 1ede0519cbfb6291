import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { students } from '../../../../stories/fixtures/people'
import { MultipleStudentsDialog } from './MultipleStudentsDialog'
import { LONG, fitsTheWidth, longCeremony } from '../../../../stories/fixtures/longNames'

const twins = students.filter((s) => s.student_id === '41001003')

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Multiple results found',
  component: MultipleStudentsDialog,
  args: { students: twins, onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof MultipleStudentsDialog>

export default meta
type Story = StoryObj<typeof meta>

export const TwoRecords: Story = {
  name: 'One student, two ceremonies',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Multiple Results Found' })
    await expect(within(dialog).getByText('Please select one of the records')).toBeVisible()
    const records = within(within(dialog).getByRole('list', { name: 'Students' })).getAllByRole(
      'button',
    )
    await expect(records).toHaveLength(2)
    await expect(records[0]).toHaveTextContent(`Riley Castellano${twins[0]!.ceremony!.name}`)
    await userEvent.click(records[1]!)
    await expect(args.onChoose).toHaveBeenCalledWith(twins[1])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const FoundOffline: Story = {
  name: 'Offline: one record among the cached ceremonies',
  args: {
    students: [students[0]!],
    notice: 'Offline: searched the students of the cached ceremonies only.',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Student Found' })
    await expect(
      within(dialog).getByText('Offline: searched the students of the cached ceremonies only.'),
    ).toBeVisible()
    const [record] = within(within(dialog).getByRole('list', { name: 'Students' })).getAllByRole(
      'button',
    )
    await userEvent.click(record!)
    await expect(args.onChoose).toHaveBeenCalledWith(students[0])
  },
}

export const LongNames: Story = {
  name: 'A long student name and ceremony name wrap in their record',
  args: {
    students: twins.map((twin, i) => ({
      ...twin,
      name: LONG.firstName,
      lastname: LONG.lastName,
      ceremony:
        i === 0
          ? { id: longCeremony.id, name: longCeremony.name, date: longCeremony.date }
          : twin.ceremony,
    })),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Multiple Results Found' })
    const records = within(within(dialog).getByRole('list', { name: 'Students' })).getAllByRole(
      'button',
    )
    await expect(records[0]).toHaveTextContent(`${LONG.firstName} ${LONG.lastName}`)
    await expect(records[0]).toHaveTextContent(LONG.ceremony)
    await expect(records[0]!.scrollWidth).toBeLessThanOrEqual(records[0]!.clientWidth + 1)
    await expect(fitsTheWidth()).toBe(true)
  },
}

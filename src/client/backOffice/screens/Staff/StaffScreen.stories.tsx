import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { StaffMember } from '../../../../domain/contract/backOffice'
import { StaffScreen } from './StaffScreen'
import { wideScreenModes } from '../../../../../.storybook/modes'

const staff: StaffMember[] = [
  {
    id: 1,
    name: 'Demo Manager',
    email: 'manager@demo.example',
    role: 'manager',
    active: true,
    has_pin: true,
  },
  {
    id: 2,
    name: 'Demo Staff',
    email: 'staff@demo.example',
    role: 'operator',
    active: true,
    has_pin: true,
  },
  {
    id: 3,
    name: 'Old Hand',
    email: 'old@demo.example',
    role: 'operator',
    active: false,
    has_pin: true,
  },
]

const meta = {
  tags: ['autodocs'],
  title: 'Back office/Staff',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: StaffScreen,
  args: {
    status: 'ready',
    staff,
    myEmail: 'manager@demo.example',
    dialog: null,
    dialogErrors: [],
    saving: false,
    onOpen: fn(),
    onAdd: fn(),
    onRole: fn(),
    onSecret: fn(),
    onDisable: fn(),
    onEnable: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaffScreen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  name: 'Staff, with what a manager may change',
  play: async ({ canvas, args, step }) => {
    const table = canvas.getByRole('table', { name: 'Staff' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await step('the manager cannot demote or disable themselves', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Role of Demo Manager' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await expect(canvas.queryByRole('button', { name: 'Disable Demo Manager' })).toBeNull()
    })
    await step('a disabled person has no actions', async () => {
      await expect(table).toHaveTextContent('Disabled')
      await expect(canvas.queryByRole('button', { name: 'Set PIN of Old Hand' })).toBeNull()
    })
    await step('role, PIN, password, disable', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Role of Demo Staff' }))
      await userEvent.click(await screen.findByRole('option', { name: 'Manager' }))
      await expect(args.onRole).toHaveBeenCalledWith(staff[1], 'manager')
      await userEvent.click(canvas.getByRole('button', { name: 'Set PIN of Demo Staff' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'pin', person: staff[1] })
      await userEvent.click(canvas.getByRole('button', { name: 'Disable Demo Staff' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'disable', person: staff[1] })
      await userEvent.click(canvas.getByRole('button', { name: 'Add staff' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'add' })
    })
  },
}

export const AddStaff: Story = {
  name: 'Adding a person',
  args: { dialog: { kind: 'add' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add staff' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /name/i }), 'Nina New')
    await userEvent.type(dialog.getByRole('textbox', { name: /email/i }), 'nina@demo.example')
    await userEvent.type(dialog.getByLabelText(/password/i), 'a-long-password')
    await userEvent.type(dialog.getByLabelText(/^PIN/), '8642')
    await userEvent.click(dialog.getByRole('button', { name: 'Add staff member' }))
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'Nina New',
      email: 'nina@demo.example',
      role: 'operator',
      password: 'a-long-password',
      pin: '8642',
    })
  },
}

export const PinRefused: Story = {
  name: "A colleague's PIN refused",
  args: {
    dialog: { kind: 'pin', person: staff[1]! },
    dialogErrors: [
      'Another active staff member of Demo University already uses this PIN; the PIN says who made a sale, so choose another.',
    ],
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New PIN for Demo Staff' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already uses this PIN')
    await userEvent.type(within(dialog).getByLabelText(/new pin/i), '97531')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set PIN' }))
    await expect(args.onSecret).toHaveBeenCalledWith(staff[1], { pin: '97531' })
  },
}

export const DisablePerson: Story = {
  name: 'Disabling a person',
  args: { dialog: { kind: 'disable', person: staff[1]! } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Disable Demo Staff?' })
    await expect(dialog).toHaveTextContent('signed out everywhere at once')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }))
    await expect(args.onDisable).toHaveBeenCalledWith(staff[1])
  },
}

export const EnablePerson: Story = {
  name: 'Enabling a disabled person: they sign in again and need a new PIN',
  play: async ({ args, canvas, step }) => {
    await step('only the disabled person has Enable', async () => {
      await expect(canvas.queryByRole('button', { name: 'Enable Demo Staff' })).toBeNull()
      await userEvent.click(canvas.getByRole('button', { name: 'Enable Old Hand' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'enable', person: staff[2] })
    })
  },
}

export const EnableDialogOpen: Story = {
  name: 'Enabling a person: the question',
  args: { dialog: { kind: 'enable', person: staff[2]! } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enable Old Hand?' })
    await expect(dialog).toHaveTextContent('Their PIN is cleared')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }))
    await expect(args.onEnable).toHaveBeenCalledWith(staff[2])
  },
}

export const Loading: Story = {
  args: { status: 'loading', staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Empty: Story = {
  args: { staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No staff yet.')).toBeVisible()
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', staff: [], error: 'The staff could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The staff could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

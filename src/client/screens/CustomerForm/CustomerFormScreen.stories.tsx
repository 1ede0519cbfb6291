import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { CustomerFormScreen } from './CustomerFormScreen'
import { LONG, fitsTheWidth } from '../../../../stories/fixtures/longNames'
import { screenModes } from '../../../../.storybook/modes'

const empty = {
  name: '',
  lastname: '',
  countrycode: '61',
  phone: '',
  email: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
}
const avery = {
  name: 'Avery',
  lastname: 'Lindqvist',
  countrycode: '61',
  phone: '0412345600',
  email: 'avery.lindqvist@student.example',
  address: '10 Example Street',
  suburb: 'Carlton',
  state: 'VIC',
  postcode: '3053',
}

const meta = {
  tags: ['autodocs'],
  title: 'Checkout/Student details',
  parameters: { chromatic: { modes: screenModes } },
  component: CustomerFormScreen,
  args: {
    studentId: '41001001',
    initial: avery,
    onSubmit: fn(),
    onCancel: fn(),
    now: new Date(2026, 10, 21, 10, 15, 0),
  },
} satisfies Meta<typeof CustomerFormScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ExistingStudent: Story = {
  name: 'Student Details, prefilled',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' })
    await expect(within(dialog).getByText('ID: 41001001')).toBeVisible()
    await expect(within(dialog).getByLabelText('Current time')).toHaveTextContent(
      'Sat 21 Nov 2026 10:15:00',
    )
    await expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveTextContent(
      'Australia +61',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(avery)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const EveryFieldRequired: Story = {
  name: 'Create Customer: every field required',
  args: { studentId: null, initial: empty },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Customer' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Phone is required.',
      'Email is required.',
      'Address is required.',
      'Suburb is required.',
      'State is required.',
      'Postcode is required.',
    ]) {
      await expect(within(dialog).getByText(message)).toBeVisible()
    }
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidPhone: Story = {
  name: 'Invalid phone number, fixed by the country',
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' })
    const phone = within(dialog).getByLabelText(/^Phone/)
    await step('a New Zealand number is not an Australian one', async () => {
      await userEvent.clear(phone)
      await userEvent.type(phone, '09 123 4567')
      await expect(within(dialog).getByText('Invalid phone number.')).toBeVisible()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('choosing New Zealand re-checks the phone at once', async () => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Country code' }))
      const options = await screen.findAllByRole('option')
      await expect(options[0]).toHaveTextContent('Australia +61')
      await expect(options[1]).toHaveTextContent('New Zealand +64')
      await userEvent.click(options[1]!)
      await expect(within(dialog).queryByText('Invalid phone number.')).not.toBeInTheDocument()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...avery,
        countrycode: '64',
        phone: '09 123 4567',
      })
    })
  },
}

export const LongNames: Story = {
  name: 'Student Details with a long name, email and address',
  args: {
    initial: {
      ...avery,
      name: LONG.firstName,
      lastname: LONG.lastName,
      email: 'anastasia-evangelina.papadopoulou-montgomery@student.example.edu.au',
      address: 'Unit 1204, Sir Robert Menzies Graduate Residences, 1100 Swanston Street',
      suburb: 'Carlton North',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' })
    await expect(within(dialog).getByLabelText(/^First name/)).toHaveValue(LONG.firstName)
    await expect(within(dialog).getByLabelText(/^Last name/)).toHaveValue(LONG.lastName)
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

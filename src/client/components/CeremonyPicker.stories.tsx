import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ceremonies } from '../../../stories/fixtures/catalogue'
import { CEREMONY_WINDOW_ALL_DAYS, CEREMONY_WINDOW_DAYS } from '../../domain/ceremony'
import { CeremonyPicker } from './CeremonyPicker'

const science = ceremonies[1]!

const meta = {
  tags: ['autodocs'],
  title: 'Components/Ceremony picker',
  component: CeremonyPicker,
  argTypes: {
    // A readonly list, which the docs cannot read a type from: its rows are edited as JSON.
    ceremonies: { control: 'object', table: { type: { summary: 'readonly Ceremony[]' } } },
    window: { control: 'inline-radio', options: [CEREMONY_WINDOW_DAYS, CEREMONY_WINDOW_ALL_DAYS] },
  },
  args: {
    ceremonies,
    selected: null,
    window: CEREMONY_WINDOW_DAYS,
    onSelect: fn(),
    onToggleShowAll: fn(),
  },
} satisfies Meta<typeof CeremonyPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Choose: Story = {
  name: 'Choose a ceremony',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ceremony' }))
    const list = await screen.findByRole('listbox')
    await expect(within(list).getAllByRole('option')).toHaveLength(ceremonies.length)
    await userEvent.click(within(list).getAllByRole('option')[1]!)
    await expect(args.onSelect).toHaveBeenCalledWith(science)
  },
}

export const ShowAll: Story = {
  name: 'Show all ceremonies',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show all ceremonies' }))
    await expect(args.onToggleShowAll).toHaveBeenCalledWith(true)
  },
}

export const AllShown: Story = {
  name: 'All ceremonies shown, one chosen',
  args: { window: CEREMONY_WINDOW_ALL_DAYS, selected: science },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show all ceremonies' })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Ceremony' })).toHaveTextContent(science.name)
  },
}

export const OutsideTheWindow: Story = {
  name: "A student's own ceremony outside the period",
  args: { ceremonies: [], selected: { id: 99, name: 'Law Ceremony (next year)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ceremony' })).toHaveTextContent(
      'Law Ceremony (next year)',
    )
    await expect(canvas.getByText('No ceremonies in this period.')).toBeVisible()
  },
}

export const Loading: Story = {
  name: 'Loading ceremonies',
  args: { ceremonies: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading ceremonies…')).toBeVisible()
  },
}

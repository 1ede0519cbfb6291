import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { colourOptions } from '../../../domain/sale/colour'
import { stockNamed } from '../../../../stories/fixtures/catalogue'
import { ColourDialog } from './ColourDialog'

const frame = stockNamed('Classic Degree Frame')
const plaque = stockNamed('Degree Plaque')

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Colour',
  component: ColourDialog,
  args: {
    open: true,
    stockType: frame.type,
    stockName: frame.name,
    colours: colourOptions(frame),
    onSelect: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ColourDialog>

export default meta
type Story = StoryObj<typeof meta>

export const MatboardColour: Story = {
  name: 'Select Matboard Colour',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Burgundy' }))
    await expect(args.onSelect).toHaveBeenCalledWith({ name: 'Burgundy', value: '#7b1e2b' })
  },
}

export const CurrentColour: Story = {
  name: 'The current colour marked',
  args: { current: 'Burgundy' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    const burgundy = within(dialog).getByRole('button', { name: 'Burgundy' })
    await expect(burgundy).toHaveAttribute('aria-current', 'true')
    await expect(burgundy).toHaveTextContent('Current')
    await expect(within(dialog).getAllByText('Current')).toHaveLength(1)
  },
}

export const PlateColour: Story = {
  name: 'Select Plate Colour',
  args: { stockType: plaque.type, stockName: plaque.name, colours: colourOptions(plaque) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Plate Colour' })
    await expect(within(dialog).getByText('Degree Plaque')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and close' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onSelect).not.toHaveBeenCalled()
  },
}

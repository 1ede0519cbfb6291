import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { STOCK_TYPES } from '../../../domain/stockTypes'
import { CategoryPanel } from './CategoryPanel'

const meta = {
  tags: ['autodocs'],
  title: 'Store/Categories',
  component: CategoryPanel,
  args: { open: true, categories: [...STOCK_TYPES], selected: [], onToggle: fn(), onClose: fn() },
} satisfies Meta<typeof CategoryPanel>

export default meta
type Story = StoryObj<typeof meta>

export const EveryCategory: Story = {
  name: 'Every category shown',
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Select Categories' })
    const tiles = within(panel).getAllByRole('button', { pressed: false })
    await expect(tiles).toHaveLength(7)
    await expect(within(panel).getByText('Showing every category.')).toBeVisible()
    await userEvent.click(within(panel).getByRole('button', { name: 'Frames' }))
    await expect(args.onToggle).toHaveBeenCalledWith('Stock#Frame')
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }))
    await userEvent.click(within(panel).getByRole('button', { name: 'Close categories' }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

export const TwoChosen: Story = {
  name: 'Frames and plaques chosen',
  args: { selected: ['Stock#Frame', 'Stock#Plaque'] },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Select Categories' })
    await expect(within(panel).getByRole('button', { name: 'Frames' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(within(panel).getByRole('button', { name: 'Plaques' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(within(panel).getByText('Showing 2 of 7 categories.')).toBeVisible()
  },
}

export const OnlyStockedCategories: Story = {
  name: 'Only categories with stock get a tile',
  args: { categories: ['Stock#Bear', 'Stock#Flower'] },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Select Categories' })
    await expect(
      within(panel)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Bears & Charms', 'Flowers'])
  },
}

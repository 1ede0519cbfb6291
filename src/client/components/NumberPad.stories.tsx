import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { NumberPad } from './NumberPad'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Number pad',
  component: NumberPad,
  args: {
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'],
    size: 'large',
    onPress: fn(),
  },
} satisfies Meta<typeof NumberPad>

export default meta
type Story = StoryObj<typeof meta>

export const PinKeys: Story = {
  name: 'PIN keys: digits, Clear and delete',
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '7' }))
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete last digit' }))
    await expect(args.onPress).toHaveBeenNthCalledWith(1, '7')
    await expect(args.onPress).toHaveBeenNthCalledWith(2, 'clear')
    await expect(args.onPress).toHaveBeenNthCalledWith(3, 'back')
  },
}

export const CashKeys: Story = {
  name: 'Cash keys: a decimal point for cents',
  args: { keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back'], size: 'medium' },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Decimal point' }))
    await expect(args.onPress).toHaveBeenCalledWith('.')
    await expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { NumberPad } from './NumberPad'
import Box from '@mui/material/Box'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Number pad',
  component: NumberPad,
  args: {
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'],
    size: 'large',
    onPress: fn(),
  },
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
  decorators: [
    (Story) => (
      <Box sx={{ width: 360, maxWidth: '100vw' }}>
        <Story />
      </Box>
    ),
  ],
  argTypes: { size: { control: 'inline-radio', options: ['large', 'medium'] } },
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

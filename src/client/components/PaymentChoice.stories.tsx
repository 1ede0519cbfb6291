import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PaymentChoice } from './PaymentChoice'
import Box from '@mui/material/Box'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Payment choice',
  component: PaymentChoice,
  args: { onChoose: fn() },
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
  decorators: [
    (Story) => (
      <Box sx={{ width: 640, maxWidth: '100vw' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentChoice>

export default meta
type Story = StoryObj<typeof meta>

export const CashOrEftpos: Story = {
  name: 'Cash or EFTPOS',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'EFTPOS' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith('Eftpos')
    await userEvent.click(canvas.getByRole('button', { name: 'Cash' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith('Cash')
  },
}

export const Disabled: Story = {
  name: 'Disabled while a call runs',
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'EFTPOS' })).toBeDisabled()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { advanceStoryClock } from '../../../stories/support/storyClock'
import { Clock } from './Clock'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Clock',
  component: Clock,
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
} satisfies Meta<typeof Clock>

export default meta
type Story = StoryObj<typeof meta>

export const FixedTime: Story = {
  name: 'A fixed time',
  args: { now: new Date(2026, 10, 21, 9, 30, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current time')).toHaveTextContent(
      'Sat 21 Nov 2026 09:30:05',
    )
  },
}

export const Running: Story = {
  name: 'A running clock',
  play: async ({ canvas }) => {
    const clock = canvas.getByLabelText('Current time')
    await expect(clock).toHaveTextContent('Sat 21 Nov 2026 10:00:00')
    advanceStoryClock(1000)
    await waitFor(() => expect(clock).toHaveTextContent('Sat 21 Nov 2026 10:00:01'))
  },
}

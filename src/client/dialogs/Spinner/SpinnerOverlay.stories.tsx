import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { SpinnerOverlay } from './SpinnerOverlay'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

const meta = {
  title: 'Dialogs/Spinner',
  tags: ['autodocs'],
  component: SpinnerOverlay,
} satisfies Meta<typeof SpinnerOverlay>
export default meta
type Story = StoryObj<typeof meta>

export const Working: Story = {
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Please wait' })).toBeVisible()
  },
}

export const Idle: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  args: { open: false },
  play: async () => {
    // Not even hidden: a spinner left in the page keeps turning, a frame every 16 ms.
    await expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument()
  },
}

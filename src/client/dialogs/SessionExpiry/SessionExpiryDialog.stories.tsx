import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { advanceStoryClock } from '../../../../stories/support/storyClock'
import { SessionExpiryDialog } from './SessionExpiryDialog'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Session expiry',
  component: SessionExpiryDialog,
  args: { open: true, onExtend: fn(), onGoHome: fn(), onExpire: fn() },
} satisfies Meta<typeof SessionExpiryDialog>

export default meta
type Story = StoryObj<typeof meta>

export const CountingDown: Story = {
  name: 'Counting down',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent('Your session expires in 30 s.')
    await expect(screen.getByRole('button', { name: 'Go to home page' })).toBeVisible()
    advanceStoryClock(1000)
    await waitFor(() => expect(dialog).toHaveTextContent('Your session expires in 29 s.'))
    await waitFor(() =>
      expect(screen.getByLabelText('Current time')).toHaveTextContent('Sat 21 Nov 2026 10:00:01'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Extend session' }))
    await expect(args.onExtend).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: /go to home page/i }))
    await expect(args.onGoHome).toHaveBeenCalledOnce()
    await expect(args.onExpire).not.toHaveBeenCalled()
  },
}

export const LiveClock: Story = {
  name: 'Live clock',
  args: { now: new Date(2026, 0, 5, 14, 3, 9) },
  play: async () => {
    await expect(await screen.findByLabelText('Current time')).toHaveTextContent(
      'Mon 05 Jan 2026 14:03:09',
    )
  },
}

export const Expired: Story = {
  name: 'Countdown reaches zero',
  args: { seconds: 2 },
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('expires in 2 s.')
    advanceStoryClock(2000)
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce())
    await expect(screen.getByRole('dialog')).toHaveTextContent('Your session expires in 0 s.')
    // The dialog's clock ticks each second: the last frame waits for it to read the moved clock,
    // which it then keeps, rather than showing either time depending on the machine.
    await waitFor(() =>
      expect(screen.getByLabelText('Current time')).toHaveTextContent('Sat 21 Nov 2026 10:00:02'),
    )
  },
}

export const Closed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

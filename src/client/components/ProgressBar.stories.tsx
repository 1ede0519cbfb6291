import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { ProgressBar } from './ProgressBar'
import { PROGRESS_DELAY_MS } from './useProgressPhase'
import { testOnlyParameters } from '../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Progress bar',
  component: ProgressBar,
  args: { busy: false, lastSuccessAt: 0 },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

/** A call that takes `ms`, then succeeds. */
function SlowCall({ ms }: { ms: number }) {
  const [call, setCall] = useState({ busy: true, lastSuccessAt: 0 })
  useEffect(() => {
    const id = setTimeout(() => setCall({ busy: false, lastSuccessAt: Date.now() }), ms)
    return () => clearTimeout(id)
  }, [ms])
  return <ProgressBar {...call} />
}

export const Working: Story = {
  name: 'A slow call running',
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Working' })).toBeVisible()
  },
}

export const Idle: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Nothing running: no bar',
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull()
  },
}

export const QuickCall: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'A quick call: no flicker',
  render: () => <SlowCall ms={PROGRESS_DELAY_MS / 5} />,
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS * 2))
    await expect(screen.queryByRole('progressbar')).toBeNull()
  },
}

export const SlowCallSucceeds: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'A slow call: working, then finished',
  render: () => <SlowCall ms={PROGRESS_DELAY_MS * 4} />,
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Working' })).toBeVisible()
    await expect(await screen.findByRole('progressbar', { name: 'Finished' })).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
  },
}

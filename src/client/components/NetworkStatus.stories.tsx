import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NetworkStatus } from './NetworkStatus'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Network status',
  component: NetworkStatus,
  args: { online: true, offlineSince: null, waiting: 0, refused: 0, syncing: null },
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
} satisfies Meta<typeof NetworkStatus>
export default meta
type Story = StoryObj<typeof meta>

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status', {
      name: 'Network status',
    })
    await expect(status).toHaveTextContent('Online')
  },
}

export const OfflineWithSalesWaiting: Story = {
  name: 'Offline, 3 sales waiting',
  args: { online: false, offlineSince: '2026-11-23T10:42:00', waiting: 3 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status', {
      name: 'Network status',
    })
    await expect(status).toHaveTextContent('Offline since 10:42 · 3 sales waiting to send')
  },
}

export const Syncing: Story = {
  name: 'Sending the waiting sales',
  args: { waiting: 3, syncing: { done: 1, total: 3 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status', {
      name: 'Network status',
    })
    await expect(status).toHaveTextContent('Sending 2 of 3')
  },
}

export const Refused: Story = {
  name: 'A sale the server refused',
  args: { waiting: 1, refused: 1 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status', {
      name: 'Network status',
    })
    await expect(status).toHaveTextContent('1 sale needs a decision')
  },
}

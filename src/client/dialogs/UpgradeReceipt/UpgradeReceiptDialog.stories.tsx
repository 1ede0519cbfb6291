import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { UpgradeReceiptDialog } from './UpgradeReceiptDialog'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Upgrade receipt',
  component: UpgradeReceiptDialog,
  args: { open: true, onYes: fn(), onNo: fn(), onClose: fn() },
} satisfies Meta<typeof UpgradeReceiptDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Yes: Story = {
  name: 'YES, email the receipt',
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'YES' }))
    await expect(args.onYes).toHaveBeenCalledOnce()
    await expect(args.onNo).not.toHaveBeenCalled()
  },
}

export const No: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'NO receipt',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }))
    await expect(args.onNo).toHaveBeenCalledOnce()
    await expect(args.onYes).not.toHaveBeenCalled()
  },
}

export const Closing: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Closed without an answer',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(args.onYes).not.toHaveBeenCalled()
    await expect(args.onNo).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  name: 'Saving the upgrade',
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'YES' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'NO' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { RedeemDialog } from './RedeemDialog'
import { LONG, fitsTheWidth } from '../../../../stories/fixtures/longNames'
import { testOnlyParameters } from '../../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Redeem confirmation',
  component: RedeemDialog,
  args: { itemName: 'Graduation Bear', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof RedeemDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Confirm: Story = {
  name: 'Redeem confirmed',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Redeem item' })
    await expect(dialog).toHaveTextContent('Are you sure you want to redeem "Graduation Bear"?')
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Cancel: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Redeem cancelled',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const Closed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  args: { itemName: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const LongName: Story = {
  name: 'A long product name in the question',
  args: { itemName: `${LONG.product} with Navy Mat` },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Redeem item' })
    await expect(dialog).toHaveTextContent(`redeem "${LONG.product} with Navy Mat"?`)
    await expect(screen.getByRole('button', { name: 'Redeem' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

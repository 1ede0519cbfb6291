import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { stockNamed } from '../../../../stories/fixtures/catalogue'
import { pushedOrder } from '../../../../stories/fixtures/people'
import { UpgradeProductScreen } from './UpgradeProductScreen'
import { Interactive, navyFrame, upgradeArgs } from './upgradeStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Upgrade options',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradeProductScreen,
  render: (args) => <Interactive {...args} />,
  args: upgradeArgs,
} satisfies Meta<typeof UpgradeProductScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Options: Story = {
  name: 'Upgrade options',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade your product' })).toBeVisible()
    await step('the current product at its retail price', async () => {
      const current = canvas.getByRole('region', { name: 'Current product' })
      await expect(within(current).getByText(navyFrame.name)).toBeVisible()
      await expect(within(current).getByText('Retail price: $95.00')).toBeVisible()
    })
    await step('dearer stock grouped by category, frames first', async () => {
      const options = canvas.getByRole('region', { name: 'Upgrade Options' })
      const categories = within(options)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
      await expect(categories).toEqual(['Frames', 'Graduation Photography', 'Plaques'])
      const frames = within(canvas.getByRole('region', { name: 'Frames' })).getAllByRole('button')
      await expect(frames.map((b) => b.textContent)).toEqual([
        'Classic Degree Frame$95.00',
        'Premium Timber Frame$145.00',
      ])
      await expect(
        canvas.queryByRole('button', { name: /Graduation Bear/ }),
      ).not.toBeInTheDocument()
    })
    await step('SAVE & CONTINUE waits for a choice; Cancel goes back', async () => {
      await expect(
        canvas.queryByRole('button', { name: 'SAVE & CONTINUE' }),
      ).not.toBeInTheDocument()
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
    })
  },
}

export const WithoutColours: Story = {
  name: 'Option without colours',
  args: { item: pushedOrder.order_items[1]! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Retail price: $35.00')).toBeVisible()
    const photo = stockNamed('Degree Presentation Photo')
    await userEvent.click(canvas.getByRole('button', { name: /^Degree Presentation Photo/ }))
    await expect(args.onChoose).toHaveBeenCalledWith(photo.id, null)
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(
      canvas.getByRole('button', { name: /^Degree Presentation Photo/ }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}

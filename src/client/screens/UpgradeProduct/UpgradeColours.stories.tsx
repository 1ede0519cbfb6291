import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { UpgradeProductScreen } from './UpgradeProductScreen'
import { black, Interactive, timber, upgradeArgs } from './upgradeStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/Colour choice',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradeProductScreen,
  render: (args) => <Interactive {...args} />,
  args: upgradeArgs,
} satisfies Meta<typeof UpgradeProductScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseMatColour: Story = {
  name: 'Frame with a mat colour chosen',
  play: async ({ canvas, args, step }) => {
    await step('a frame with mats asks for the colour', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Premium Timber Frame/ }))
      const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
      const colours = within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
      await expect(colours).toEqual(['Navy', 'Burgundy', 'Forest Green', 'Black'])
      await userEvent.click(within(dialog).getByRole('button', { name: 'Black' }))
      await expect(args.onChoose).toHaveBeenCalledWith(timber.id, black)
    })
    await step('the choice is highlighted and can be saved', async () => {
      await expect(canvas.getByRole('button', { name: /^Premium Timber Frame/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(canvas.getByRole('button', { name: /^Classic Degree Frame/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Upgrade to Premium Timber Frame with Black Mat ($145.00)',
      )
      await userEvent.click(canvas.getByRole('button', { name: 'SAVE & CONTINUE' }))
      await expect(args.onSaveAndContinue).toHaveBeenCalledOnce()
    })
  },
}

export const SameFrameAnotherMat: Story = {
  name: 'Same frame, another mat',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Classic Degree Frame/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    // The mat it already has would change nothing, so it is not offered.
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Burgundy', 'Forest Green', 'Black'])
  },
}

export const ColourCancelled: Story = {
  name: 'Cancelling the colour clears the choice',
  args: { choice: { stock: timber, colour: black } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'SAVE & CONTINUE' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Deluxe Degree Plaque/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Select Plate Colour' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and close' }))
    await expect(args.onClearChoice).toHaveBeenCalledOnce()
    await expect(args.onChoose).not.toHaveBeenCalled()
    // Found once the closing dialog has gone: until then the page behind it is hidden from roles.
    await expect(
      await canvas.findByRole('button', { name: /^Premium Timber Frame/ }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.queryByRole('button', { name: 'SAVE & CONTINUE' })).not.toBeInTheDocument()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { item } from '../../../../stories/fixtures/people'
import { UpgradeProductScreen } from './UpgradeProductScreen'
import { Interactive, upgradeArgs } from './upgradeStoryData'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Upgrade/No options, loading or failed',
  parameters: { chromatic: { modes: screenModes } },
  component: UpgradeProductScreen,
  render: (args) => <Interactive {...args} />,
  args: upgradeArgs,
} satisfies Meta<typeof UpgradeProductScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NoOptions: Story = {
  name: 'No upgrade options',
  args: { item: item(5, 3, 'Premium Photography Package') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No upgrade options available.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'SAVE & CONTINUE' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

export const Loading: Story = {
  name: 'Loading upgrade options',
  args: { stocks: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading upgrade options…')
    await expect(canvas.queryByText('No upgrade options available.')).not.toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  name: 'Upgrade options failed to load',
  args: { stocks: [], error: 'Failed to get POS data.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to get POS data.')
  },
}

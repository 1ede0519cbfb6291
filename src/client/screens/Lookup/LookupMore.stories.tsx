import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { lookupArgs, manyOrders } from './lookupStoryData'
import { LookupScreen } from './LookupScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/More results',
  parameters: { chromatic: { modes: screenModes } },
  component: LookupScreen,
  args: lookupArgs,
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const MoreResults: Story = {
  name: 'More results: older orders on request',
  args: { results: manyOrders.slice(0, 25), hasMore: true, onMore: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
    await userEvent.click(canvas.getByRole('button', { name: 'More results' }))
    await expect(args.onMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  name: 'More results loading',
  args: { results: manyOrders.slice(0, 25), hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more orders…')
    await expect(canvas.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument()
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
  },
}

export const AllResultsShown: Story = {
  name: 'Every result shown: no More',
  args: { results: manyOrders.slice(0, 7), hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(8)
    await expect(canvas.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument()
  },
}

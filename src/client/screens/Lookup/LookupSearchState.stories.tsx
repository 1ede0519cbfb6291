import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { lookupArgs } from './lookupStoryData'
import { LookupScreen } from './LookupScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Searching and no results',
  parameters: { chromatic: { modes: screenModes } },
  component: LookupScreen,
  args: lookupArgs,
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Searching: Story = {
  args: {
    loading: true,
    initialSearch: { keyword: '41001001', type: 'studentid', pre: true, pos: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching orders…')
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled()
  },
}

export const SearchFailed: Story = {
  name: 'Search failed',
  args: { error: 'Failed to check student id.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to check student id.')
  },
}

export const NoOrdersFound: Story = {
  name: 'No orders found',
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Can't find any order.")).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

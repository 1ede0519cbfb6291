import type { Meta, StoryObj } from '@storybook/react-vite'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { expect } from 'storybook/test'
import { Page } from './Page'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Page',
  component: Page,
  args: {
    children: [
      <Typography key="title" variant="h1">
        Upgrade Product
      </Typography>,
      <Paper key="section" component="section" aria-label="Current item" sx={{ p: 3 }}>
        Classic Degree Frame with Navy Mat
      </Paper>,
    ],
  },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

export const Sections: Story = {
  name: 'Sections stacked from the top',
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main')
    await expect(main).toContainElement(canvas.getByRole('heading', { name: 'Upgrade Product' }))
    await expect(canvas.getByRole('region', { name: 'Current item' })).toHaveTextContent(
      'Classic Degree Frame with Navy Mat',
    )
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StockImage } from './StockImage'
import Box from '@mui/material/Box'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Stock image',
  component: StockImage,
  args: { images: ['/images/stock/bear.svg'], name: 'Graduation Bear' },
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
  decorators: [
    (Story) => (
      <Box sx={{ width: 240, maxWidth: '100vw' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StockImage>

export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = {
  name: 'The first image of the stock',
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Graduation Bear' })
    await expect(image).toHaveAttribute('src', '/images/stock/bear.svg')
    await expect(image).toHaveStyle({ width: '72px' })
  },
}

export const NoImage: Story = {
  name: 'No image: a neutral tile',
  args: { images: [], size: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

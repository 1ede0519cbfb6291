import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Logo } from './Logo'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Logo',
  component: Logo,
  // A building block at its own size, centred, not stretched across the kiosk.
  parameters: { layout: 'centered', docs: { story: { inline: true } } },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  name: 'The kiosk logo',
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Ceremony POS' })
    await expect(logo).toHaveAttribute('src', '/logo.svg')
    await expect(logo).toBeVisible()
  },
}

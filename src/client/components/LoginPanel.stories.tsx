import type { Meta, StoryObj } from '@storybook/react-vite'
import Typography from '@mui/material/Typography'
import { expect } from 'storybook/test'
import { LoginPanel } from './LoginPanel'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Login panel',
  component: LoginPanel,
  args: {
    version: 'v1.0.0',
    children: (
      <Typography variant="h2" component="h1">
        Log In
      </Typography>
    ),
  },
} satisfies Meta<typeof LoginPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Framed: Story = {
  name: 'The logo over the form, the version under it',
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main')
    await expect(canvas.getByRole('img', { name: 'Ceremony POS' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Log In' })).toBeVisible()
    await expect(main).toHaveTextContent(/Ceremony POS v1\.0\.0$/)
  },
}

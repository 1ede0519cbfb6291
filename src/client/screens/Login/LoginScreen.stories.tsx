import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoginScreen } from './LoginScreen'
import { LONG, fitsTheWidth } from '../../../../stories/fixtures/longNames'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Login/Credentials',
  parameters: { chromatic: { modes: screenModes } },
  component: LoginScreen,
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Credentials: Story = {
  name: 'Credentials form',
  args: {
    version: 'v1.0.0',
    universityName: 'Demo University',
    errors: [],
    pickerHref: '/',
    onSubmit: fn(),
  },
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Log In' })).toBeVisible()
    await expect(canvas.getByText('Continue to your POS portal')).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Not your university? Choose another' }),
    ).toHaveAttribute('href', '/')
    const password = canvas.getByLabelText(/password/i)
    await step('email and password are required', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
    await step('submitting sends the credentials and clears the password', async () => {
      await userEvent.type(canvas.getByLabelText(/email/i), 'staff@demo.example')
      await userEvent.type(password, 'demo-pass')
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
      await expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'staff@demo.example',
        password: 'demo-pass',
        remember: true,
      })
      await expect(password).toHaveValue('')
    })
  },
}

export const CredentialsRejected: Story = {
  name: 'Credentials rejected',
  args: { ...Credentials.args, errors: ['These credentials do not match our records.'] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByText('Whoops! Something went wrong.')).toBeVisible()
    await expect(
      within(alert).getByText('These credentials do not match our records.'),
    ).toBeVisible()
  },
}

export const LongUniversityName: Story = {
  name: 'A long university name stays on the card',
  args: { ...Credentials.args, universityName: LONG.university },
  play: async ({ canvas }) => {
    const name = canvas.getByText(LONG.university)
    await expect(name).toBeVisible()
    // The name wraps inside the card rather than widening it past the screen.
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1)
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { UniversityPickerScreen } from './UniversityPickerScreen'
import { LONG, fitsTheWidth } from '../../../../stories/fixtures/longNames'
import { screenModes } from '../../../../.storybook/modes'

const universities = [
  { label: 'Demo University', value: 'demo' },
  { label: 'Northbridge University', value: 'northbridge' },
]

const meta = {
  tags: ['autodocs'],
  title: 'Login/University picker',
  parameters: { chromatic: { modes: screenModes } },
  component: UniversityPickerScreen,
} satisfies Meta<typeof UniversityPickerScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseUniversity: Story = {
  name: 'Choose university',
  args: {
    version: 'v1.0.0',
    universities,
    authenticated: false,
    onChoose: fn(),
    onReturnHome: fn(),
    onLogout: fn(),
  },
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText('Ceremony POS v1.0.0')).toBeVisible()
    await step('nothing happens without a university', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
      await expect(args.onChoose).not.toHaveBeenCalled()
    })
    await step('choosing Demo University logs in there', async () => {
      await expect(canvas.getByRole('combobox', { name: /university/i })).toHaveTextContent(
        'Select University',
      )
      await userEvent.click(canvas.getByRole('combobox', { name: /university/i }))
      await userEvent.click(await screen.findByRole('option', { name: 'Demo University' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
      await expect(args.onChoose).toHaveBeenCalledWith('demo')
    })
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  },
}

export const AlreadyLoggedIn: Story = {
  name: 'Already logged in',
  args: { ...ChooseUniversity.args, authenticated: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox', { name: /university/i })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Signed in: go to the menu' }))
    await expect(args.onReturnHome).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const LongUniversityName: Story = {
  name: 'A long university name, chosen',
  args: {
    ...ChooseUniversity.args,
    universities: [...universities, { label: LONG.university, value: 'usqnr' }],
  },
  play: async ({ canvas }) => {
    const university = canvas.getByRole('combobox', { name: /university/i })
    await userEvent.click(university)
    await userEvent.click(await screen.findByRole('option', { name: LONG.university }))
    await expect(university).toHaveTextContent(LONG.university)
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}

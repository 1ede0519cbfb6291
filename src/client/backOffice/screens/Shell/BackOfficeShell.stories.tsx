import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import Typography from '@mui/material/Typography'
import { BackOfficeShell } from './BackOfficeShell'
import { wideScreenModes } from '../../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Back office/Frame',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: BackOfficeShell,
  args: {
    universityName: 'Demo University',
    staffName: 'Demo Manager',
    section: 'staff',
    sectionHref: (section) => `#/${section}`,
    kioskHref: '/demo/pos#/',
    notice: null,
    onDismissNotice: fn(),
    children: <Typography>The section's content.</Typography>,
  },
} satisfies Meta<typeof BackOfficeShell>

export default meta
type Story = StoryObj<typeof meta>

export const Sections: Story = {
  name: 'Sections, the signed-in manager and the way back',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Demo University · Back office',
    )
    const nav = canvas.getByRole('navigation', { name: 'Back office sections' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('href', '#/audit')
    await expect(canvas.getByRole('group', { name: 'Signed in' })).toHaveTextContent('Demo Manager')
    await expect(canvas.getByRole('link', { name: 'Back to the kiosk' })).toHaveAttribute(
      'href',
      '/demo/pos#/',
    )
  },
}

export const ChangeSaved: Story = {
  name: 'What the last change did',
  args: { notice: { severity: 'success', text: 'Nina New can now sign in.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nina New can now sign in.')
    await userEvent.click(canvas.getByRole('button', { name: /close/i }))
    await expect(args.onDismissNotice).toHaveBeenCalledOnce()
  },
}

export const SomethingWaiting: Story = {
  name: 'What waits for delivery, said on every other section',
  args: { attention: { section: 'delivery', text: '3 receipts waiting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 receipts waiting')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open Delivery' })).toHaveAttribute(
      'href',
      '#/delivery',
    )
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toBeVisible()
  },
}

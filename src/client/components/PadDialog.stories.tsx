import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PadActions, PadDialog, PadReadout } from './PadDialog'
import { testOnlyParameters } from '../../../stories/support/testOnly'

const meta = {
  tags: ['autodocs'],
  title: 'Components/Number pad dialog',
  component: PadDialog,
  args: { open: true, titleId: 'pad-title', maxWidth: 'xs', onCancel: fn(), children: null },
  render: (args) => (
    <PadDialog {...args}>
      <DialogTitle id="pad-title">Staff Pin Number</DialogTitle>
      <DialogContent>
        <PadReadout label="PIN" variant="pin">
          ••••
        </PadReadout>
      </DialogContent>
      <PadActions onCancel={args.onCancel}>
        <Button>Submit</Button>
      </PadActions>
    </PadDialog>
  ),
} satisfies Meta<typeof PadDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  name: 'What was typed, with Cancel and go back',
  play: async ({ args }) => {
    const pad = within(await screen.findByRole('dialog', { name: 'Staff Pin Number' }))
    await expect(pad.getByRole('textbox', { name: 'PIN' })).toHaveTextContent('••••')
    await userEvent.click(pad.getByRole('button', { name: 'Cancel and go back' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

export const Closed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: testOnlyParameters,
  name: 'Closed: nothing of the pad is drawn',
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('textbox', { name: 'PIN' })).toBeNull()
  },
}

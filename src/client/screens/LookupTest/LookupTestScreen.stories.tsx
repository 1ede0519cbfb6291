import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { LookupTestScreen } from './LookupTestScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Debug',
  parameters: { chromatic: { modes: screenModes } },
  component: LookupTestScreen,
  args: {
    version: 'v1.0.0',
    tenant: 'demo',
    staff: 'Demo Staff <staff@demo.example>',
    snapshot: {
      search: { keyword: '0000546675', type: 'orderid', pre: true, pos: true },
      results: [],
      selectedOrder: null,
    },
    onBack: fn(),
  },
} satisfies Meta<typeof LookupTestScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Debug: Story = {
  name: 'What the kiosk runs and holds',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('v1.0.0')).toBeVisible()
    await expect(canvas.getByText('demo')).toBeVisible()
    await expect(canvas.getByText('Demo Staff <staff@demo.example>')).toBeVisible()
    await expect(canvas.getByLabelText('Upgrade state')).toHaveTextContent(
      '"keyword": "0000546675"',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

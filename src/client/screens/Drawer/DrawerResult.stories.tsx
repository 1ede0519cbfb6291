import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { closedDrawer, openDrawer } from '../../../../stories/fixtures/drawer'
import { DrawerScreen } from './DrawerScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Cash drawer/Drawer closed',
  parameters: { chromatic: { modes: screenModes } },
  component: DrawerScreen,
  args: {
    status: 'ready',
    loadError: null,
    drawer: null,
    closed: closedDrawer(235),
    refusal: null,
    movement: null,
    counting: false,
    counts: null,
    pin: { open: false, error: null },
    onBack: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onMovement: fn(),
    onMovementSubmit: fn(),
    onMovementCancel: fn(),
    onCount: fn(),
    onCountSubmit: fn(),
    onCountCancel: fn(),
    onPinSubmit: fn(),
    onPinCancel: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof DrawerScreen>

export default meta
type Story = StoryObj<typeof meta>

async function showsCount(canvasElement: HTMLElement, counted: string, variance: string) {
  const canvas = within(canvasElement)
  const table = canvas.getByRole('table', { name: 'Drawer count' })
  await expect(within(table).getByRole('row', { name: 'Expected $235.00' })).toBeVisible()
  await expect(within(table).getByRole('row', { name: `Counted ${counted}` })).toBeVisible()
  await expect(within(table).getByRole('row', { name: `Variance ${variance}` })).toBeVisible()
}

export const Balanced: Story = {
  name: 'Counted what was expected: balanced',
  play: async ({ canvasElement, args }) => {
    await showsCount(canvasElement, '$235.00', '$0.00')
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Result')).toHaveTextContent('balanced')
    await expect(canvas.getByText(/Counted by Morgan Manager/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Count and close' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}

export const Over: Story = {
  name: 'Counted more than expected: over',
  args: { closed: closedDrawer(240) },
  play: async ({ canvasElement }) => {
    await showsCount(canvasElement, '$240.00', '$5.00')
    await expect(within(canvasElement).getByLabelText('Result')).toHaveTextContent('over $5.00')
  },
}

export const Short: Story = {
  name: 'Counted less than expected: short',
  args: { closed: closedDrawer(225.5), drawer: openDrawer },
  play: async ({ canvasElement }) => {
    await showsCount(canvasElement, '$225.50', '-$9.50')
    await expect(within(canvasElement).getByLabelText('Result')).toHaveTextContent('short $9.50')
  },
}

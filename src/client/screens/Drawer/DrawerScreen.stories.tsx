import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { openDrawer } from '../../../../stories/fixtures/drawer'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { DrawerScreen } from './DrawerScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Cash drawer/Drawer screen',
  parameters: { chromatic: { modes: screenModes } },
  component: DrawerScreen,
  args: {
    status: 'ready',
    loadError: null,
    drawer: openDrawer,
    closed: null,
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

export const Loading: Story = {
  args: { status: 'loading', drawer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the cash drawer…')
    await expect(canvas.queryByRole('button', { name: 'Count and close' })).not.toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  name: 'The drawer could not be loaded',
  args: { status: 'error', drawer: null, loadError: 'The cash drawer could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The cash drawer could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NoDrawer: Story = {
  name: 'No drawer open: the float is keyed in',
  args: { drawer: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Open the cash drawer' })).toBeVisible()
    const open = canvas.getByRole('button', { name: 'Open the drawer' })
    await expect(open).toBeDisabled()
    for (const key of ['2', '0', '0'])
      await userEvent.click(canvas.getByRole('button', { name: key }))
    await expect(canvas.getByRole('textbox', { name: 'Float' })).toHaveTextContent('$200')
    await userEvent.click(open)
    await expect(args.onOpen).toHaveBeenCalledWith(20000)
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the menu' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const AlreadyOpen: Story = {
  name: 'Opening is refused: another drawer is already open',
  args: { drawer: null, refusal: { message: DRAWER_MESSAGES.alreadyOpen, fields: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "This kiosk's cash drawer is already open.",
    )
  },
}

export const OpenDrawer: Story = {
  name: 'An open drawer: its float, cash in and out, and the expected cash so far',
  play: async ({ canvas, args, step }) => {
    await step('who opened it, with what, and each term of the expected cash', async () => {
      await expect(
        canvas.getByRole('heading', { name: 'Drawer open · float $200.00' }),
      ).toBeVisible()
      await expect(
        canvas.getByText(/Kiosk K-3F9A1C · opened by Demo Staff at \d\d\/11\/2026/),
      ).toBeVisible()
      const expected = canvas.getByRole('table', { name: 'Expected cash' })
      for (const row of [
        'Float $200.00',
        'Cash sales $50.00',
        'Change given -$15.00',
        'Cash in $20.00',
        'Cash out -$20.00',
        'Expected cash so far $235.00',
      ])
        await expect(within(expected).getByRole('row', { name: row })).toBeVisible()
    })
    await step('cash put in and taken out, with reasons', async () => {
      const moves = canvas.getByRole('table', { name: 'Cash in and out' })
      await expect(within(moves).getByRole('row', { name: /Float to the bar/ })).toHaveTextContent(
        /Cash out\$20\.00/,
      )
    })
    await step('the actions', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cash in' }))
      await expect(args.onMovement).toHaveBeenCalledWith('in')
      await userEvent.click(canvas.getByRole('button', { name: 'Cash out' }))
      await expect(args.onMovement).toHaveBeenCalledWith('out')
      await userEvent.click(canvas.getByRole('button', { name: 'Count and close' }))
      await expect(args.onCount).toHaveBeenCalledOnce()
    })
  },
}

export const NoDrawerAnyMore: Story = {
  name: 'The server says the drawer is no longer open',
  args: { refusal: { message: DRAWER_MESSAGES.noneOpen, fields: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "This kiosk's cash drawer is not open.",
    )
  },
}

export const CountPin: Story = {
  name: 'After the count, the PIN of who counted; a wrong one is refused',
  args: { counts: { '100': 2 }, pin: { open: true, error: DRAWER_MESSAGES.wrongPin } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Staff Pin Number' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(DRAWER_MESSAGES.wrongPin)
    for (const key of ['1', '2', '3', '4'])
      await userEvent.click(dialog.getByRole('button', { name: key }))
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }))
    await expect(args.onPinSubmit).toHaveBeenCalledWith('1234')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { CardTerminal } from '../../../../domain/contract/backOfficeTerminals'
import { TerminalsScreen } from './TerminalsScreen'
import { wideScreenModes } from '../../../../../.storybook/modes'

const terminals: CardTerminal[] = [
  {
    kiosk_code: 'K-1A2B3C',
    terminal_id: 12,
    adapter: 'simulator',
    label: 'Counter 1 terminal',
    paired_at: '2026-11-19T22:15:00.000Z',
    paired_via: 'back office',
    paired_by: 'Demo Manager',
  },
  {
    kiosk_code: 'K-4D5E6F',
    terminal_id: 9,
    adapter: 'simulator',
    label: 'Counter 2 terminal',
    paired_at: '2026-11-18T23:00:00.000Z',
    paired_via: 'admin command',
    paired_by: null,
  },
  {
    kiosk_code: 'K-7A8B9C',
    terminal_id: 3,
    adapter: 'simulator',
    label: 'K-7A8B9C terminal',
    paired_at: '2026-11-17T21:30:00.000Z',
    paired_via: null,
    paired_by: null,
  },
]

const meta = {
  tags: ['autodocs'],
  title: 'Back office/Card terminals',
  parameters: { chromatic: { modes: wideScreenModes } },
  component: TerminalsScreen,
  args: {
    status: 'ready',
    terminals,
    adapter: 'simulator',
    timeZone: 'Australia/Melbourne',
    dialog: null,
    dialogErrors: [],
    saving: false,
    onOpen: fn(),
    onPair: fn(),
    onUnpair: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TerminalsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  name: "Each kiosk's terminal, with who paired it and when",
  play: async ({ canvas, args, step }) => {
    const table = canvas.getByRole('table', { name: 'Card terminals' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await step('kiosk code, terminal and its number, kind, when, by whom', async () => {
      const first = within(rows[1]!)
      await expect(first.getByText('K-1A2B3C')).toBeVisible()
      await expect(rows[1]).toHaveTextContent('Counter 1 terminalTerminal 12')
      await expect(first.getByText('Simulator')).toBeVisible()
      // 22:15 UTC is 09:15 the next morning in Melbourne (daylight time).
      await expect(first.getByText('Fri 20 Nov 2026 09:15:00')).toBeVisible()
      await expect(first.getByText('Demo Manager')).toBeVisible()
      await expect(rows[2]).toHaveTextContent('npm run admin')
      await expect(rows[3]).toHaveTextContent('Automatically, at its first card payment')
    })
    await step('Unpair asks first; Pair a kiosk opens the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Unpair kiosk K-4D5E6F' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'unpair', terminal: terminals[1] })
      await expect(args.onUnpair).not.toHaveBeenCalled()
      await userEvent.click(canvas.getByRole('button', { name: 'Pair a kiosk' }))
      await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'pair' })
    })
  },
}

export const PairSimulator: Story = {
  name: 'Pairing a kiosk with the simulator: just its code',
  args: { dialog: { kind: 'pair' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Pair a kiosk' }))
    await expect(dialog.getByText(/uses the simulated card terminal/)).toBeVisible()
    await expect(dialog.queryByRole('textbox', { name: /username/i })).toBeNull()
    await expect(dialog.queryByLabelText(/password/i)).toBeNull()
    await userEvent.type(dialog.getByRole('textbox', { name: /kiosk code/i }), 'k-1a2b3c')
    await userEvent.click(dialog.getByRole('button', { name: 'Pair' }))
    await expect(args.onPair).toHaveBeenCalledWith({ kiosk_code: 'k-1a2b3c', label: '' })
  },
}

export const PairLinkly: Story = {
  name: "Pairing a kiosk with Linkly: the Cloud login and the PIN pad's code",
  args: { dialog: { kind: 'pair' }, adapter: 'linkly', terminals: [] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Pair a kiosk' }))
    await expect(dialog.getByText(/Start Cloud pairing on the PIN pad first/)).toBeVisible()
    await userEvent.type(dialog.getByRole('textbox', { name: /kiosk code/i }), 'K-1A2B3C')
    await userEvent.type(dialog.getByRole('textbox', { name: /terminal name/i }), 'Counter 1')
    await userEvent.type(dialog.getByRole('textbox', { name: /username/i }), 'uni-cloud')
    await userEvent.type(dialog.getByLabelText(/Linkly Cloud password/), 'cloud-password')
    await userEvent.type(dialog.getByRole('textbox', { name: /pair code/i }), '123456')
    await userEvent.click(dialog.getByRole('button', { name: 'Pair' }))
    await expect(args.onPair).toHaveBeenCalledWith({
      kiosk_code: 'K-1A2B3C',
      label: 'Counter 1',
      username: 'uni-cloud',
      password: 'cloud-password',
      pair_code: '123456',
    })
  },
}

export const PairRefused: Story = {
  name: 'A kiosk code no kiosk shows, refused with the reason',
  args: {
    dialog: { kind: 'pair' },
    adapter: 'linkly',
    dialogErrors: [
      "No kiosk with the code K-000000 has opened this university's card payment yet. Sign in on the kiosk; its code shows on the card payment screen.",
    ],
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pair a kiosk' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No kiosk with the code K-000000',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpen).toHaveBeenCalledWith(null)
  },
}

export const ConfirmUnpair: Story = {
  name: 'Unpairing a kiosk: the question',
  args: { dialog: { kind: 'unpair', terminal: terminals[0]! } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Unpair kiosk K-1A2B3C?' })
    await expect(dialog).toHaveTextContent(
      "“Counter 1 terminal” no longer takes this kiosk's card payments",
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpair' }))
    await expect(args.onUnpair).toHaveBeenCalledWith(terminals[0])
  },
}

const long: CardTerminal = {
  kiosk_code: 'K-ABCDEF',
  terminal_id: 123456,
  adapter: 'linkly',
  label:
    'Great Hall north foyer, left-hand counter beside the photographic backdrop, terminal number two',
  paired_at: '2026-11-19T22:15:00.000Z',
  paired_via: 'back office',
  paired_by: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
}

export const LongNames: Story = {
  name: 'Long terminal and manager names wrap inside the page',
  args: { terminals: [long, ...terminals] },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Card terminals' })
    await expect(within(table).getByText(/photographic backdrop/)).toBeVisible()
    await expect(within(table).getByText(/Wolfeschlegelsteinhausenbergerdorff/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unpair kiosk K-ABCDEF' })).toBeVisible()
    await expect(table.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

export const Loading: Story = {
  args: { status: 'loading', terminals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Empty: Story = {
  name: 'No kiosk paired yet',
  args: { terminals: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/No kiosk is paired with a card terminal yet/)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Pair a kiosk' }))
    await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'pair' })
  },
}

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', terminals: [], error: 'The card terminals could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The card terminals could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MenuScreen } from './MenuScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Menu/Main menu',
  parameters: { chromatic: { modes: screenModes } },
  component: MenuScreen,
  args: {
    universityName: 'Demo University',
    staffName: 'Demo Staff',
    reportsUrl: 'https://reports.example/demo/reports/pos',
    webkioskUrl: 'https://webkiosk.example/demo',
    onPos: fn(),
    onStage: fn(),
    onLookup: fn(),
    onDrawer: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof MenuScreen>

export default meta
type Story = StoryObj<typeof meta>

export const MainMenu: Story = {
  name: 'Main menu',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'DEMO UNIVERSITY Ceremony POS',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'POS' }))
    await expect(args.onPos).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Stage' }))
    await expect(args.onStage).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Customer Lookup' }))
    await expect(args.onLookup).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Cash drawer' }))
    await expect(args.onDrawer).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: /go back & logout/i }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const StaffAndTiles: Story = {
  name: 'Signed-in staff, and tiles that fill the screen',
  play: async ({ canvas }) => {
    const signedIn = canvas.getByRole('group', { name: 'Signed in' })
    await expect(signedIn).toHaveTextContent('Demo Staff')
    await expect(signedIn).toHaveTextContent('Demo University')
    // Seven tiles share the screen under the title: each far larger than a fingertip needs.
    const nav = canvas.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
    await expect(nav.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight * 0.55)
    const tiles = [...nav.querySelectorAll('a, button')]
    await expect(tiles).toHaveLength(7)
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect()
      await expect(box.height).toBeGreaterThanOrEqual(140)
      await expect(box.width).toBeGreaterThanOrEqual(200)
    }
  },
}

export const LeavingForReportsAndWebKiosk: Story = {
  name: 'Report and web-kiosk leave the app',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      'https://reports.example/demo/reports/pos',
    )
    await expect(canvas.getByRole('link', { name: 'Web-Kiosk' })).toHaveAttribute(
      'href',
      'https://webkiosk.example/demo',
    )
  },
}

export const ManagerBackOffice: Story = {
  name: "A manager's menu links to the back office",
  args: { backOfficeUrl: '/demo/admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/demo/admin',
    )
    // Eight tiles still fit the screen, each a full tile.
    const nav = canvas.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.querySelectorAll('a, button')).toHaveLength(8)
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}

export const OperatorNoBackOffice: Story = {
  name: "An operator's menu has no back office",
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Back office' })).toBeNull()
  },
}

export const NoUniversity: Story = {
  name: 'No university',
  args: { universityName: '' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'POS' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Stage' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Customer Lookup' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Cash drawer' }))
    await expect(args.onPos).not.toHaveBeenCalled()
    await expect(args.onStage).not.toHaveBeenCalled()
    await expect(args.onLookup).not.toHaveBeenCalled()
    await expect(args.onDrawer).not.toHaveBeenCalled()
  },
}

export const WebKioskNotConfigured: Story = {
  name: 'Web kiosk not configured',
  args: { webkioskUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Web kiosk not configured' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      'https://reports.example/demo/reports/pos',
    )
  },
}

export const LongNames: Story = {
  name: 'Long university and staff names stay on screen',
  args: {
    universityName: 'The University of Southern Queensland and the Northern Rivers',
    staffName: 'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'THE UNIVERSITY OF SOUTHERN QUEENSLAND AND THE NORTHERN RIVERS',
    )
    await expect(canvas.getByRole('group', { name: 'Signed in' })).toHaveTextContent(
      'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen',
    )
    // Nothing is pushed past the right edge of the kiosk by the long names.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const KioskCodeAndTerminal: Story = {
  name: "The kiosk's code and its card terminal, under the tiles",
  args: { kiosk: { code: 'K-1A2B3C', terminal: 'Counter 1 terminal' } },
  play: async ({ canvas }) => {
    const line = canvas.getByText(/^Kiosk K-1A2B3C/)
    await expect(line).toHaveTextContent('Kiosk K-1A2B3C · Card terminal: Counter 1 terminal')
    await expect(line).toBeVisible()
    // Read in passing: the tiles keep the screen, and the line sits below them.
    const nav = canvas.getByRole('navigation', { name: 'Main menu' })
    await expect(line.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      nav.getBoundingClientRect().bottom,
    )
    await expect(line.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}

export const KioskCodeNoTerminal: Story = {
  name: "No card terminal paired: the kiosk's code to pair it by",
  args: { kiosk: { code: 'K-4D5E6F', terminal: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Kiosk K-4D5E6F/)).toHaveTextContent(
      'Kiosk K-4D5E6F · No card terminal paired',
    )
    await expect(canvas.queryByText(/Card terminal:/)).toBeNull()
  },
}

export const KioskCodeLongTerminalName: Story = {
  name: "A long card terminal's name wraps under the tiles",
  args: {
    universityName: 'The University of Southern Queensland and the Northern Rivers',
    staffName: 'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen',
    kiosk: {
      code: 'K-7A8B9C',
      terminal:
        'Sir Robert Menzies and Dame Elisabeth Murdoch Great Hall, Parkville Campus, north doors PINPAD-SN-0042117-LINKLY-CLOUD-SANDBOX-PAIRED-BY-EVENTS-TEAM',
    },
  },
  play: async ({ canvas }) => {
    const line = canvas.getByText(/^Kiosk K-7A8B9C/)
    await expect(line).toHaveTextContent('north doors PINPAD-SN-0042117-LINKLY-CLOUD-SANDBOX')
    // Wrapped, not cut: more than one line, and nothing pushed past the kiosk's right edge.
    const lineHeight = parseFloat(getComputedStyle(line).lineHeight)
    await expect(line.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5)
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const nav = canvas.getByRole('navigation', { name: 'Main menu' })
    for (const tile of nav.querySelectorAll('a, button')) {
      await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(140)
    }
  },
}

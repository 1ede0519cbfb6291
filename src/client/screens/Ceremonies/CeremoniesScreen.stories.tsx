import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ceremonies, ceremoniesWithin } from '../../../../stories/fixtures/catalogue'
import { CeremoniesScreen } from './CeremoniesScreen'
import { LONG, fitsTheWidth, longCeremony } from '../../../../stories/fixtures/longNames'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Store/Ceremony selection',
  parameters: { chromatic: { modes: screenModes } },
  component: CeremoniesScreen,
  args: {
    ceremonies: ceremoniesWithin(3),
    loading: false,
    window: 3,
    selectedId: null,
    variant: 'page',
    onSelect: fn(),
    onToggleShowAll: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CeremoniesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NextThreeDays: Story = {
  name: 'Ceremonies of the next 3 days',
  play: async ({ canvas, args, step }) => {
    const list = canvas.getByRole('list', { name: 'Ceremonies' })
    const items = within(list).getAllByRole('button')
    await expect(items).toHaveLength(ceremoniesWithin(3).length)
    await step("today's ceremonies are bold and marked Today", async () => {
      const today = items.filter((item) => item.textContent?.includes('Today'))
      await expect(today).toHaveLength(2)
      await expect(
        getComputedStyle(within(today[0]!).getByText(ceremonies[1]!.name)).fontWeight,
      ).toBe('800')
    })
    await step('each shows its venue and start time', async () => {
      await expect(items[0]).toHaveTextContent(/Great Hall · \w+day \d{2}\/\d{2}\/\d{4} 9:30AM/)
    })
    await userEvent.click(items[1]!)
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: ceremonies[1]!.id }),
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show all ceremonies' }))
    await expect(args.onToggleShowAll).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const AllCeremonies: Story = {
  name: 'All ceremonies of the year',
  args: { ceremonies: ceremoniesWithin(365), window: 365 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show all ceremonies' })).toBeChecked()
    await expect(
      within(canvas.getByRole('list', { name: 'Ceremonies' })).getAllByRole('button'),
    ).toHaveLength(ceremoniesWithin(365).length)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show all ceremonies' }))
    await expect(args.onToggleShowAll).toHaveBeenCalledWith(false)
  },
}

export const Loading: Story = {
  args: { ceremonies: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading ceremonies' })).toBeVisible()
  },
}

export const NoCeremonies: Story = {
  name: 'No ceremonies soon',
  args: { ceremonies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No ceremonies in the next 3 days/)).toBeVisible()
  },
}

export const ChangeCeremonyDialog: Story = {
  name: 'Change ceremony (dialog)',
  args: { variant: 'dialog', selectedId: ceremonies[1]!.id },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /change ceremony/i })
    const selected = within(dialog)
      .getAllByRole('button')
      .find((b) => b.classList.contains('Mui-selected'))
    await expect(selected).toHaveTextContent(ceremonies[1]!.name)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const LongNames: Story = {
  name: 'A long ceremony name and venue wrap in their row',
  args: { ceremonies: [longCeremony, ...ceremoniesWithin(3)], selectedId: longCeremony.id },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ceremonies' })
    const [long] = within(list).getAllByRole('button')
    await expect(long).toHaveTextContent(LONG.ceremony)
    await expect(long).toHaveTextContent(LONG.venue)
    await expect(long!.scrollWidth).toBeLessThanOrEqual(long!.clientWidth + 1)
    await expect(fitsTheWidth()).toBe(true)
  },
}

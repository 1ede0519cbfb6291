import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { DRAWER_MESSAGES } from '../../src/domain/drawer/drawerMessages'
import { PosStory } from '../support/PosStory'
import { fakeApi, withFakeApi } from '../support/withFakeApi'
import { enterPin } from './storeFlow'
import { screenModes } from '../../.storybook/modes'

/** A day at the kiosk's cash drawer, each story taking the previous one a step further. */
const meta = {
  title: 'Flows/Cash drawer',
  parameters: { chromatic: { modes: screenModes } },
  component: PosStory,
  beforeEach: withFakeApi(),
} satisfies Meta<typeof PosStory>

export default meta
type Story = StoryObj<typeof meta>

/** Keys of the pad in view, or of a dialog's. */
const press = async (keys: string[], where: Pick<typeof screen, 'getByRole'> = screen) => {
  for (const key of keys) await userEvent.click(where.getByRole('button', { name: key }))
}
const expectedSoFar = () =>
  within(screen.getByRole('table', { name: 'Expected cash' })).getByRole('row', {
    name: /Expected cash so far/,
  })

export const OpenWithFloat: Story = {
  name: '1. Open the drawer from the menu with a $150 float',
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cash drawer' }))
    await screen.findByRole('heading', { name: 'Open the cash drawer' })
    await press(['1', '5', '0'])
    await userEvent.click(screen.getByRole('button', { name: 'Open the drawer' }))
    await expect(
      await screen.findByRole('heading', { name: 'Drawer open · float $150.00' }),
    ).toBeVisible()
    await expect(fakeApi().state.drawer?.float).toBe(150)
  },
}

export const CashOut: Story = {
  name: '2. Taking out more than the drawer holds is refused; $20 with a reason is not',
  play: async (context) => {
    await OpenWithFloat.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Cash out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cash out' })
    const out = within(dialog)
    await press(['2', '0', '0'], out)
    await userEvent.type(out.getByRole('textbox', { name: /Reason/ }), 'Float to the bar')
    await userEvent.click(out.getByRole('button', { name: 'Take out' }))
    await expect(await out.findByText(DRAWER_MESSAGES.outTooMuch(15000))).toBeVisible()
    await press(['Delete last digit'], out)
    await userEvent.click(out.getByRole('button', { name: 'Take out' }))
    await expect(await screen.findByRole('button', { name: 'Count and close' })).toBeVisible()
    await expect(screen.queryByRole('dialog', { name: 'Cash out' })).not.toBeInTheDocument()
    await expect(expectedSoFar()).toHaveTextContent('$130.00')
  },
}

export const CountAndClose: Story = {
  name: '3. Counted, a wrong PIN refused, then closed $10 short',
  play: async (context) => {
    await CashOut.play?.(context)
    await userEvent.click(screen.getByRole('button', { name: 'Count and close' }))
    const count = within(await screen.findByRole('dialog', { name: 'Count the drawer' }))
    await userEvent.click(count.getByRole('button', { name: 'More $100 notes' }))
    await userEvent.type(count.getByLabelText('$20 notes'), '1')
    await expect(count.getByLabelText('Counted total')).toHaveTextContent('$120.00')
    await userEvent.click(count.getByRole('button', { name: 'Count done' }))
    await enterPin('9999')
    const pin = within(await screen.findByRole('dialog', { name: 'Staff Pin Number' }))
    await expect(await pin.findByRole('alert')).toHaveTextContent(DRAWER_MESSAGES.wrongPin)
    await enterPin('1234')
    await expect(await screen.findByRole('heading', { name: 'Drawer closed' })).toBeVisible()
    await expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('short $10.00')
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    await expect(await screen.findByRole('heading', { name: 'Open the cash drawer' })).toBeVisible()
  },
}

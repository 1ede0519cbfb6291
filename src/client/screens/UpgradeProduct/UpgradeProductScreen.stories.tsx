import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { stockNamed, stocks } from '../../../../stories/fixtures/catalogue'
import { item, pushedOrder } from '../../../../stories/fixtures/people'
import {
  UpgradeProductScreen,
  type UpgradeChoice,
  type UpgradeProductScreenProps,
} from './UpgradeProductScreen'

const navyFrame = pushedOrder.order_items[0]!
const timber = stockNamed('Premium Timber Frame')
const black = { name: 'Black', value: '#111111' }

/** The screen as the route drives it: a choice is remembered until it is cleared. */
function Interactive(props: UpgradeProductScreenProps) {
  const [choice, setChoice] = useState<UpgradeChoice | null>(props.choice)
  return (
    <UpgradeProductScreen
      {...props}
      choice={choice}
      onChoose={(stockId, colour) => {
        props.onChoose(stockId, colour)
        setChoice({ stock: stocks.find((s) => s.id === stockId)!, colour })
      }}
      onClearChoice={() => {
        props.onClearChoice()
        setChoice(null)
      }}
    />
  )
}

const meta = {
  title: 'Upgrade/Upgrade your product',
  component: UpgradeProductScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    item: navyFrame,
    stocks,
    choice: null,
    onChoose: fn(),
    onClearChoice: fn(),
    onSaveAndContinue: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof UpgradeProductScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Options: Story = {
  name: 'Upgrade options',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade your product' })).toBeVisible()
    await step('the current product at its retail price', async () => {
      const current = canvas.getByRole('region', { name: 'Current product' })
      await expect(within(current).getByText(navyFrame.name)).toBeVisible()
      await expect(within(current).getByText('Retail price: $95.00')).toBeVisible()
    })
    await step('dearer stock grouped by category, frames first', async () => {
      const options = canvas.getByRole('region', { name: 'Upgrade Options' })
      const categories = within(options)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
      await expect(categories).toEqual(['Frames', 'Graduation Photography', 'Plaques'])
      const frames = within(canvas.getByRole('region', { name: 'Frames' })).getAllByRole('button')
      await expect(frames.map((b) => b.textContent)).toEqual([
        'Classic Degree Frame$95.00',
        'Premium Timber Frame$145.00',
      ])
      await expect(
        canvas.queryByRole('button', { name: /Graduation Bear/ }),
      ).not.toBeInTheDocument()
    })
    await step('SAVE & CONTINUE waits for a choice; Cancel goes back', async () => {
      await expect(
        canvas.queryByRole('button', { name: 'SAVE & CONTINUE' }),
      ).not.toBeInTheDocument()
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
    })
  },
}

export const ChooseMatColour: Story = {
  name: 'Frame with a mat colour chosen',
  play: async ({ canvas, args, step }) => {
    await step('a frame with mats asks for the colour', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Premium Timber Frame/ }))
      const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
      const colours = within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
      await expect(colours).toEqual(['Navy', 'Burgundy', 'Forest Green', 'Black'])
      await userEvent.click(within(dialog).getByRole('button', { name: 'Black' }))
      await expect(args.onChoose).toHaveBeenCalledWith(timber.id, black)
    })
    await step('the choice is highlighted and can be saved', async () => {
      await expect(canvas.getByRole('button', { name: /^Premium Timber Frame/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(canvas.getByRole('button', { name: /^Classic Degree Frame/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Upgrade to Premium Timber Frame with Black Mat ($145.00)',
      )
      await userEvent.click(canvas.getByRole('button', { name: 'SAVE & CONTINUE' }))
      await expect(args.onSaveAndContinue).toHaveBeenCalledOnce()
    })
  },
}

export const SameFrameAnotherMat: Story = {
  name: 'Same frame, another mat',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Classic Degree Frame/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Select Matboard Colour' })
    // The mat it already has would change nothing, so it is not offered.
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Burgundy', 'Forest Green', 'Black'])
  },
}

export const ColourCancelled: Story = {
  name: 'Cancelling the colour clears the choice',
  args: { choice: { stock: timber, colour: black } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'SAVE & CONTINUE' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Deluxe Degree Plaque/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Select Plate Colour' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and close' }))
    await expect(args.onClearChoice).toHaveBeenCalledOnce()
    await expect(args.onChoose).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('button', { name: 'SAVE & CONTINUE' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: /^Premium Timber Frame/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

export const WithoutColours: Story = {
  name: 'Option without colours',
  args: { item: pushedOrder.order_items[1]! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Retail price: $35.00')).toBeVisible()
    const photo = stockNamed('Degree Presentation Photo')
    await userEvent.click(canvas.getByRole('button', { name: /^Degree Presentation Photo/ }))
    await expect(args.onChoose).toHaveBeenCalledWith(photo.id, null)
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(
      canvas.getByRole('button', { name: /^Degree Presentation Photo/ }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}

export const NoOptions: Story = {
  name: 'No upgrade options',
  args: { item: item(5, 3, 'Premium Photography Package') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No upgrade options available.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'SAVE & CONTINUE' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

export const Loading: Story = {
  name: 'Loading upgrade options',
  args: { stocks: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading upgrade options…')
    await expect(canvas.queryByText('No upgrade options available.')).not.toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  name: 'Upgrade options failed to load',
  args: { stocks: [], error: 'Failed to get POS data.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to get POS data.')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'
import { lookupArgs } from './lookupStoryData'
import { LookupScreen } from './LookupScreen'
import { screenModes } from '../../../../.storybook/modes'

const meta = {
  tags: ['autodocs'],
  title: 'Lookup/Search form',
  parameters: { chromatic: { modes: screenModes } },
  component: LookupScreen,
  args: lookupArgs,
} satisfies Meta<typeof LookupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SearchForm: Story = {
  name: 'Search form',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Customer Lookup' })).toBeVisible()
    await step('Order ID is the default type and both kinds of order are included', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Search type' })).toHaveTextContent(
        'Order ID',
      )
      await expect(canvas.getByRole('checkbox', { name: 'Pre-order' })).toBeChecked()
      await expect(canvas.getByRole('checkbox', { name: 'POS order' })).toBeChecked()
      await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled()
    })
    await step('the type list starts with its placeholder, which cannot be chosen', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Search type' }))
      const options = await screen.findAllByRole('option')
      await expect(options.map((o) => o.textContent)).toEqual([
        '-- Select a search type --',
        'Order ID',
        'Student ID',
        'Name',
        'Phone',
        'Email',
      ])
      await expect(options[0]).toHaveAttribute('aria-disabled', 'true')
      await userEvent.keyboard('{Escape}')
    })
    await step('searching sends the typed order number as it is', async () => {
      await userEvent.type(canvas.getByLabelText('Keyword'), '0000546675')
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenCalledWith({
        keyword: '0000546675',
        type: 'orderid',
        pre: true,
        pos: true,
      })
    })
    await step('the keyword is cleared when the field is touched again', async () => {
      await userEvent.click(canvas.getByLabelText('Keyword'))
      await expect(canvas.getByLabelText('Keyword')).toHaveValue('')
    })
  },
}

export const SearchByStudentId: Story = {
  name: 'Search pre-orders by student ID',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Student ID' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'POS order' }))
    await userEvent.type(canvas.getByLabelText('Keyword'), '41001001{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith({
      keyword: '41001001',
      type: 'studentid',
      pre: true,
      pos: false,
    })
  },
}

export const PreviousSearch: Story = {
  name: 'Previous search kept',
  args: { initialSearch: { keyword: 'Lindqvist', type: 'name', pre: false, pos: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Keyword')).toHaveValue('Lindqvist')
    await expect(canvas.getByRole('combobox', { name: 'Search type' })).toHaveTextContent('Name')
    await expect(canvas.getByRole('checkbox', { name: 'Pre-order' })).not.toBeChecked()
  },
}

export const Close: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

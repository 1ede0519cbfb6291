import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ImportPlan } from '../../../../domain/contract/backOfficeImport'
import { ImportScreen } from './ImportScreen'

const plan: ImportPlan = {
  kind: 'stocks',
  added: 0,
  updated: 1,
  unchanged: 24,
  notes: [],
  formula_cells: 0,
}
const csv = () =>
  new File(['type,name,price\nBear,Graduation Bear,36.50\n'], 'stocks.csv', { type: 'text/csv' })

const meta = {
  title: 'Back office/Import and export',
  component: ImportScreen,
  args: {
    kind: 'stocks',
    stage: { step: 'idle' },
    exportHref: (kind) => `/demo/admin/api/export/${kind}`,
    onKind: fn(),
    onFile: fn(),
    onApply: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ImportScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseAFile: Story = {
  name: 'Choosing or dropping a file, and exporting',
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText(/Nothing is written until/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /export stocks as csv/i })).toHaveAttribute(
      'href',
      '/demo/admin/api/export/stocks',
    )
    await step('a file chosen with the button', async () => {
      await userEvent.upload(
        canvas.getByLabelText('Choose a CSV file', { selector: 'input' }),
        csv(),
      )
      await expect(args.onFile).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'stocks.csv' }),
      )
    })
    await step('a file dropped on the area', async () => {
      const dataTransfer = new DataTransfer()
      dataTransfer.items.add(new File(['x'], 'students.csv', { type: 'text/csv' }))
      // Built by hand: testing-library's drop copies only a plain object's own keys.
      const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer })
      canvas.getByTestId('file-drop').dispatchEvent(drop)
      await expect(args.onFile).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'students.csv' }),
      )
    })
  },
}

export const DryRun: Story = {
  name: 'Dry run: rows to add, update and leave, then Apply',
  args: {
    stage: {
      step: 'planned',
      fileName: 'stocks.csv',
      plan: {
        ...plan,
        formula_cells: 1,
        notes: [
          {
            line: 7,
            column: 'description',
            message: `"=HYPERLINK(1)" looks like a spreadsheet formula; it is kept as plain text and exported with a leading '`,
          },
        ],
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/nothing is written yet/)).toBeVisible()
    const summary = canvas.getByRole('list', { name: 'What the file would do' })
    await expect(within(summary).getByText('1 to update')).toBeVisible()
    await expect(within(summary).getByText('0 to add')).toBeVisible()
    await expect(within(summary).getByText('24 unchanged')).toBeVisible()
    const notes = canvas.getByRole('table', { name: /1 cell kept as plain text/ })
    await expect(within(notes).getByText('description')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(args.onApply).toHaveBeenCalledOnce()
  },
}

export const NothingToChange: Story = {
  name: 'Dry run of a file the database already holds',
  args: { stage: { step: 'planned', fileName: 'stocks.csv', plan: { ...plan, updated: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await expect(canvas.getByText(/already holds every row/)).toBeVisible()
  },
}

export const Mistakes: Story = {
  name: 'A refused file: every mistake by line and column',
  args: {
    stage: {
      step: 'refused',
      fileName: 'stocks.csv',
      message: 'The file has 2 mistakes; nothing was imported. Fix them and choose the file again.',
      problems: [
        { line: 3, column: 'price', message: '"12,5" is not an amount like 12.50' },
        { line: 4, column: 'name', message: 'is empty; every row needs one' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/2 mistakes; nothing was imported/)
    const table = canvas.getByRole('table', { name: 'Mistakes' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(3)
    await expect(rows[1]).toHaveTextContent(/3\s*price\s*"12,5" is not an amount/)
  },
}

export const WrongEncoding: Story = {
  name: 'A file in another encoding, refused with what to do',
  args: {
    stage: {
      step: 'refused',
      fileName: 'students.csv',
      message:
        'The file is not in UTF-8 (it may be Windows-1252 or another older encoding), so accented names would be garbled. In Excel, use File › Save As › "CSV UTF-8 (Comma delimited)".',
      problems: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/not in UTF-8/)
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

export const Applying: Story = {
  name: 'Applying a large file, with its progress',
  args: {
    stage: {
      step: 'applying',
      fileName: 'students.csv',
      plan: { ...plan, kind: 'students', added: 50000, updated: 0, unchanged: 0 },
      done: 12000,
      total: 50000,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/12,000 of 50,000 rows written/)).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    )
    await expect(canvas.getByRole('button', { name: 'Choose a CSV file' })).toBeDisabled()
  },
}

export const Applied: Story = {
  name: 'Applied: what the import did',
  args: { stage: { step: 'applied', fileName: 'stocks.csv', plan } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('stocks.csv is imported.')
    const did = canvas.getByRole('list', { name: 'What the import did' })
    await expect(within(did).getByText('1 updated')).toBeVisible()
  },
}

import type { Problem } from './readCsv'
import { RowReader } from './rowReader'
import {
  parseColours,
  parseImages,
  parseStockType,
  STOCK_TYPE_LIST,
  type Colour,
} from './stockCells'

/**
 * One row of stocks.csv, read by its rules: the importer reads each file row with it, and the back
 * office reads its form with it, so both refuse the same things in the same words.
 */
export function readStockCells(read: RowReader) {
  const type = read.parsed('type', parseStockType, `is not a stock type (${STOCK_TYPE_LIST})`)
  if (read.text('type') === null) read.fail('type', 'is empty; every row needs one')
  const name = read.required('name')
  const price = read.money('price')
  if (read.text('price') === null) read.fail('price', 'is empty; every row needs one')
  const colours: Colour[] | null | undefined = read.parsed(
    'colours',
    parseColours,
    'is not a list of colours like Navy:#1f2a44|Gold:#d4af37',
  )
  return {
    type,
    name,
    price,
    colours,
    description: read.text('description'),
    qty: read.integer('qty', 0, 1_000_000),
    requireAddress: read.yesNo('require_address'),
    images: read.parsed('images', parseImages, 'is not a list of image addresses separated by |'),
  }
}

/** The back office's stock form, read as one row of stocks.csv. */
export function stockFromForm(form: Record<string, string | undefined>): {
  cells: ReturnType<typeof readStockCells>
  problems: Problem[]
} {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(form)) {
    if (value !== undefined) values[name] = value.trim()
  }
  const read = new RowReader({ line: 1, values })
  const cells = readStockCells(read)
  return { cells, problems: read.problems }
}

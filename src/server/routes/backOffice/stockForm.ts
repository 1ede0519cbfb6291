import type { StockFields } from '../../../domain/contract/backOfficeCatalogue'
import { formatColours } from '../../admin/import/stockCells'
import { stockFromForm } from '../../admin/import/stockFields'
import type { StockChanges } from '../../services/backOffice/catalogue'
import { Refusal } from '../../services/refusal'

const LABELS: Record<string, string> = {
  type: 'Category',
  name: 'Name',
  price: 'Price',
  colours: 'Colours',
}

/**
 * The form read by the importer's rules (stocks.csv): a bad field is a 422 naming each problem
 * under its field, in the importer's words after the field's label.
 */
export function stockChanges(body: StockFields): StockChanges {
  const { cells, problems } = stockFromForm({
    type: body.type,
    name: body.name,
    price: body.price,
    colours: formatColours(body.colours),
  })
  if (problems.length) {
    const errors: Record<string, string[]> = {}
    for (const { column = 'form', message } of problems) {
      const said = `${LABELS[column] ?? column} ${message.replace('; every row needs one', '')}.`
      ;(errors[column] ??= []).push(said)
    }
    throw new Refusal(422, Object.values(errors).flat().join(' '), errors)
  }
  return {
    type: cells.type!,
    name: cells.name!,
    price: cells.price!,
    colours: cells.colours ?? null,
    requireAddress: body.require_address ? 'yes' : 'no',
    ceremonyId: body.ceremony_id,
    active: body.active,
  }
}

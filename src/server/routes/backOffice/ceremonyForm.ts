import type { CeremonyFields } from '../../../domain/contract/backOffice'
import { ceremonyFromForm } from '../../admin/import/ceremonyFields'
import { Refusal } from '../../services/refusal'
import type { CeremonyChanges } from '../../services/backOffice/ceremonies'

const LABELS: Record<string, string> = {
  code: 'Code',
  name: 'Name',
  date: 'Date',
  start: 'Start time',
  venue: 'Venue',
}

/**
 * The form's fields read by the importer's rules (ceremonies.csv): a bad field is a 422 naming
 * each problem under its field, in the importer's words after the field's label.
 */
export function ceremonyChanges(body: CeremonyFields): CeremonyChanges {
  const { code, name, date, start, venue } = body
  const { fields, problems } = ceremonyFromForm({
    code,
    name,
    date,
    start: start ?? '',
    venue: venue ?? '',
  })
  if (!problems.length) return fields
  const errors: Record<string, string[]> = {}
  for (const { column = 'form', message } of problems) {
    const said = `${LABELS[column] ?? column} ${message.replace('; every row needs one', '')}.`
    ;(errors[column] ??= []).push(said)
  }
  throw new Refusal(422, Object.values(errors).flat().join(' '), errors)
}

import type { FastifySchemaValidationError } from 'fastify'

type AjvError = Pick<
  FastifySchemaValidationError,
  'instancePath' | 'keyword' | 'params' | 'message'
>

function fieldOf(error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean)
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    path.push(error.params.missingProperty)
  }
  return path.join('.') || 'body'
}

function label(field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field
  return last.replace(/_/g, ' ')
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

function describe(error: AjvError, field: string): string {
  const name = label(field)
  const limit = error.params.limit
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`
    case 'type':
      return `The ${name} field must be ${TYPE_NAMES[String(error.params.type)] ?? String(error.params.type)}.`
    case 'minLength':
      return limit === 1
        ? `The ${name} field is required.`
        : `The ${name} field must be at least ${String(limit)} characters.`
    case 'maxLength':
      return `The ${name} field must not be longer than ${String(limit)} characters.`
    case 'minimum':
      return `The ${name} field must be at least ${String(limit)}.`
    case 'maximum':
      return `The ${name} field must not be greater than ${String(limit)}.`
    case 'minItems':
      return `The ${name} field must have at least ${String(limit)} item${limit === 1 ? '' : 's'}.`
    case 'maxItems':
      return `The ${name} field must not have more than ${String(limit)} items.`
    case 'pattern':
    case 'format':
      return `The ${name} field format is invalid.`
    default:
      return `The selected ${name} is invalid.`
  }
}

/** Ajv's errors as one readable list per field; the first becomes the message. */
export function validationErrors(errors: AjvError[]): {
  message: string
  errors: Record<string, string[]>
} {
  const byField: Record<string, string[]> = {}
  for (const error of errors) {
    // A union reports each failed branch and then the union itself; the union's line is enough.
    if (
      errors.some(
        (other) =>
          other !== error && other.keyword === 'anyOf' && error.instancePath === other.instancePath,
      )
    )
      continue
    const field = fieldOf(error)
    const text = describe(error, field)
    const list = (byField[field] ??= [])
    if (!list.includes(text)) list.push(text)
  }
  const first = Object.values(byField)[0]?.[0] ?? 'The given data was invalid.'
  return { message: first, errors: byField }
}

import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { GesError } from '../services/gesError'
import { MailDeliveryError } from '../services/mailer'
import { Refusal } from '../services/refusal'

interface AjvError {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

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

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send {} when there is nothing to say.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
}

/** Every refusal as a JSON message a person can read; anything unforeseen as a logged 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof Refusal) return reply.code(error.status).send(error.body())
      if (error instanceof GesError)
        return reply.code(error.status).send({ message: error.message })
      if (error instanceof MailDeliveryError)
        return reply.code(502).send({ message: error.message })
      if (error.validation) {
        return reply.code(422).send(validationErrors(error.validation as AjvError[]))
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const message =
          (error.code && CLIENT_ERRORS[error.code]) ??
          (error instanceof SyntaxError
            ? CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!
            : error.message)
        return reply.code(status).send({ message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply
        .code(500)
        .send({ message: 'The server could not finish this request. Please try again.' })
    })

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send({ message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.` })
    })
  },
  { name: 'errors' },
)

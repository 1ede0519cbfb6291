import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { GesError } from '../services/ges/gesError'
import { MailDeliveryError } from '../services/mail/mailer'
import { Refusal } from '../services/refusal'
import { validationErrors } from './validationErrors'

const INVALID_JSON = 'The request body is not valid JSON.'
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send {} when there is nothing to say.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
}

/** A path nothing answers, said as every refusal is (docs.ts serves its own paths with it too). */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.` })
}

/** Every refusal as a JSON message a person can read; anything unforeseen as a logged 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof Refusal) {
        if (error.headers) reply.headers(error.headers)
        return reply.code(error.status).send(error.body())
      }
      if (error instanceof GesError)
        return reply.code(error.status).send({ message: error.message })
      if (error instanceof MailDeliveryError)
        return reply.code(502).send({ message: error.message })
      if (error.validation) {
        return reply.code(422).send(validationErrors(error.validation))
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const message =
          (error.code && CLIENT_ERRORS[error.code]) ??
          (error instanceof SyntaxError ? INVALID_JSON : error.message)
        return reply.code(status).send({ message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply
        .code(500)
        .send({ message: 'The server could not finish this request. Please try again.' })
    })

    app.setNotFoundHandler(notFound)
  },
  { name: 'errors' },
)

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

export const DATABASE_AWAY = 'The database is not answering. Try again in a moment.'

// PostgreSQL's codes for a server going away or starting (class 57P, admin shutdown and the like)
// and for a lost connection (class 08), and the socket's own.
const AWAY_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'])
const AWAY_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE'])

/**
 * Whether a failure is the database going away (a restart, a failover), which a request may try
 * again shortly, rather than a fault of this request. Drizzle wraps the driver's error as `cause`.
 */
export function databaseAway(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && (AWAY_CODES.has(code) || AWAY_SOCKET.has(code))) return true
  if (typeof message === 'string' && /Connection terminated|not queryable/.test(message))
    return true
  return databaseAway(cause, depth + 1)
}

/** A path nothing answers, said as every refusal is (docs.ts serves its own paths with it too). */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.` })
}

/**
 * Every refusal as a JSON message a person can read; the database away as a 503 to try again;
 * anything unforeseen as a logged 500.
 */
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
      if (databaseAway(error)) {
        request.log.warn({ err: error }, 'the database went away during a request')
        return reply.code(503).header('retry-after', '2').send({ message: DATABASE_AWAY })
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

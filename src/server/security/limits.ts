import type { FastifyInstance } from 'fastify'
import type { ServerOptions } from 'node:http'
import type { Socket } from 'node:net'
import type { ServerLimits } from './serverLimits'
import { BodyRefusal, parseJsonBody } from './jsonBody'

/**
 * Fastify's options for the limits: a whole request must arrive within requestTimeout and its
 * headers within headersTimeout (a client that sends a byte at a time is cut off instead of
 * holding its socket for ever), idle sockets close, bodies are bounded. Node checks the request
 * timeouts every connectionsCheckingInterval, so that is kept short.
 */
export function serverOptions(limits: ServerLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: 1000,
  }
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimit,
    http,
  }
}

/**
 * Fastify's trustProxy for TRUST_PROXY: a list of addresses as is; a hop count as a function
 * trusting that many proxies nearest the server (Fastify 5.12 takes a bare number as "none").
 */
export function trustProxyOption(
  trust: false | number | string,
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}

export const OVERLOADED =
  'The server is handling too many connections right now. Please try again in a few seconds.'

/**
 * Counts open connections; a request arriving on one beyond maxConnections gets a 503 that says
 * so and its connection is closed, rather than a kiosk's connection hanging or being dropped.
 * Far beyond the cap (twice it) Node refuses connections outright, keeping file handles free.
 */
export function capConnections(app: FastifyInstance, maxConnections: number) {
  let open = 0
  const over = new WeakSet<Socket>()
  app.server.maxConnections = maxConnections * 2
  app.server.on('connection', (socket: Socket) => {
    open++
    if (open > maxConnections) over.add(socket)
    socket.once('close', () => {
      open--
    })
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!over.has(request.raw.socket)) return
    return reply.code(503).header('connection', 'close').header('retry-after', '5').send({
      message: OVERLOADED,
    })
  })
}

/** JSON bodies through parseJsonBody: too deep or with prototype keys is a 400 saying so. */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: undefined },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string))
      } catch (error) {
        done(error as BodyRefusal, undefined)
      }
    },
  )
}

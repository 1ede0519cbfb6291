import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import errors, { DATABASE_AWAY } from './errors'

const app = Fastify({ logger: false })

/** A driver's error as node-postgres raises it, wrapped as Drizzle wraps a failed query. */
function wrapped(code: string, message: string) {
  const driver = Object.assign(new Error(message), { code })
  return new Error('Failed query: insert into "orders" …', { cause: driver })
}

beforeAll(async () => {
  await app.register(errors)
  app.get('/restart', async () => {
    throw wrapped('57P01', 'terminating connection due to administrator command')
  })
  app.get('/lost', async () => {
    throw new Error('Client has encountered a connection error and is not queryable')
  })
  app.get('/refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  })
  app.get('/bug', async () => {
    throw wrapped('23505', 'duplicate key value violates unique constraint "orders_pkey"')
  })
  await app.ready()
})
afterAll(() => app.close())

describe('a failure the request did not cause', () => {
  it.each(['/restart', '/lost', '/refused'])(
    'the database going away (%s) answers 503 with a message to try again, and Retry-After',
    async (url) => {
      const answer = await app.inject({ url })
      expect(answer.statusCode).toBe(503)
      expect(answer.headers['retry-after']).toBe('2')
      expect(answer.json()).toEqual({ message: DATABASE_AWAY })
    },
  )

  it("anything else is a 500 that names nothing of the server's insides", async () => {
    const answer = await app.inject({ url: '/bug' })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({
      message: 'The server could not finish this request. Please try again.',
    })
  })
})

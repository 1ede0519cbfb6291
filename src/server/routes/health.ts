import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'drizzle-orm'
import Type from 'typebox'
import { readiness } from '../services/outbox/readiness'

const Backlog = Type.Object({
  pending: Type.Integer(),
  oldest_pending_seconds: Type.Union([Type.Number(), Type.Null()]),
})

/** For a load balancer: /healthz says the process answers, /readyz that it can serve. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: Type.Object({ ok: Type.Literal(true) }) },
      },
    },
    () => ({ ok: true as const }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary:
          'The database answers; the backlog of the mail and ordering-system outboxes (503 when the database does not answer)',
        response: {
          200: Type.Object({ ok: Type.Literal(true), mail: Backlog, ges: Backlog }),
          503: Type.Object({ ok: Type.Literal(false), message: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`)
        return { ok: true as const, ...(await readiness(app.db)) }
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed')
        return reply
          .code(503)
          .send({ ok: false as const, message: 'The database does not answer.' })
      }
    },
  )
}

export default healthRoutes

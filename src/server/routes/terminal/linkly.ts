import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import type { LinklyAdapter } from '../../services/terminal/linkly/adapter'

const Params = Type.Object({
  tenant: Type.String({ maxLength: 100 }),
  sessionId: Type.String({ maxLength: 100 }),
  type: Type.String({ maxLength: 40 }),
})

/** Linkly's notification: what the PIN pad shows, a receipt, or the transaction's result. */
const Notification = Type.Object(
  {
    SessionId: Type.Optional(Type.String()),
    ResponseType: Type.Optional(Type.String()),
    Response: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
)

/**
 * Where Linkly posts what a terminal says during a payment. Outside the tenant's guards: Linkly
 * has no session cookie nor CSRF token; the Authorization header the adapter gave it with the
 * purchase is the proof instead. Duplicates and late arrivals go to the sink, which ignores an
 * event for an attempt already resolved.
 */
const linklyNotifications: FastifyPluginAsyncTypebox<{ adapter: LinklyAdapter }> = async (
  app,
  { adapter },
) => {
  app.post(
    '/:tenant/terminal/linkly/:sessionId/:type',
    {
      schema: {
        tags: ['card terminal'],
        summary: "Linkly's notification of a payment's display, receipt or result",
        params: Params,
        body: Notification,
        response: { 204: Type.Null(), 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { tenant, sessionId, type } = request.params
      let verdict
      try {
        verdict = await adapter.receive({
          tenant,
          sessionId,
          type,
          authorization: request.headers.authorization,
          body: request.body,
        })
      } catch (error) {
        // Not recorded (the database, say): the recovery job asks Linkly for the status instead.
        request.log.error({ err: error, tenant, sessionId, type }, 'Linkly notification not kept')
        return reply.code(204).send(null)
      }
      if (verdict === 'unauthorised') {
        request.log.warn({ tenant, sessionId, type }, 'Linkly notification with a wrong secret')
        return reply
          .code(401)
          .send({ message: 'This notification is not signed for this payment.' })
      }
      if (verdict === 'not-found') {
        request.log.warn({ tenant, sessionId, type }, 'Linkly notification for no session')
        return reply.code(404).send({ message: 'No payment has this session id.' })
      }
      return reply.code(204).send(null)
    },
  )
}

export default linklyNotifications

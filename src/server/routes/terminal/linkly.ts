import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyPluginAsync } from 'fastify'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { tenantBySlug } from '../../services/auth/universities'
import { receiveEvent } from '../../services/terminal/events'
import type { LinklyAdapter } from '../../services/terminal/linkly/adapter'
import type { TerminalEvent } from '../../services/terminal/port'

export interface LinklyRouteOptions {
  adapter: LinklyAdapter
  /** Hands an event to the attempts, for the university the address names. */
  deliver: (tenant: string, id: string, event: TerminalEvent) => Promise<void>
}

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
const linklyNotifications: FastifyPluginAsyncTypebox<LinklyRouteOptions> = async (
  app,
  { adapter, deliver },
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
      const read = adapter.read({
        tenant,
        sessionId,
        type,
        authorization: request.headers.authorization,
        body: request.body,
      })
      if (read.verdict !== 'accepted') {
        const unsigned = read.verdict === 'unauthorised'
        request.log.warn(
          { tenant, sessionId, type },
          unsigned
            ? 'Linkly notification with a wrong secret'
            : 'Linkly notification for no session',
        )
        return unsigned
          ? reply.code(401).send({ message: 'This notification is not signed for this payment.' })
          : reply.code(404).send({ message: 'No payment has this session id.' })
      }
      try {
        if (read.event) await deliver(tenant, read.id, read.event)
      } catch (error) {
        // Not recorded (the database, say): the recovery job asks Linkly for the status instead.
        request.log.error({ err: error, tenant, sessionId, type }, 'Linkly notification not kept')
      }
      return reply.code(204).send(null)
    },
  )
}

export default linklyNotifications

/**
 * The notification route, with TERMINAL=linkly only: an event goes to the attempts of the
 * university the address names, so one university's notification never settles another's.
 */
export const linklyRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.terminal !== 'linkly') return
  await app.register(linklyNotifications, {
    adapter: app.terminal.adapter as LinklyAdapter,
    async deliver(tenant, id, event) {
      const university = await tenantBySlug(app.db, tenant)
      if (!university) {
        app.log.warn({ tenant, transaction: id }, 'Linkly notification for no university')
        return
      }
      await receiveEvent(app.terminal, id, event, university.id)
    },
  })
}

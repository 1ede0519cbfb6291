import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { PushAnswer, PushStatus } from '../../../domain/contract/push'
import { actor } from '../../plugins/guards'
import { noBodyIsEmpty, OrderParams, TokenBody } from '../params'

const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

const gesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ges/orders/:orderId',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['ordering system'],
        summary:
          'Push an order to the ordering system; answers its reference number within 3 s, or queued (the reference follows)',
        params: OrderParams,
        body: TokenBody,
        response: { 200: PushAnswer, ...refusals, 419: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { universityId, staffId } = actor(request)
      const orderId = Number(request.params.orderId)
      const answer: PushAnswer = await app.ges.push(universityId, orderId, staffId)
      return answer
    },
  )

  app.get(
    '/ges/orders/:orderId',
    {
      schema: {
        tags: ['ordering system'],
        summary:
          "An order's push status: none, pending (with attempts and the last error) or delivered",
        params: OrderParams,
        response: { 200: PushStatus, ...refusals },
      },
    },
    async (request) => app.ges.status(actor(request).universityId, Number(request.params.orderId)),
  )
}

export default gesRoutes

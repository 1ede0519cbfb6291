import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ErrorBody } from '../../../domain/contract/common'
import Type from 'typebox'
import { ConfirmationBody, ResendBody, SentAnswer } from '../../../domain/contract/mail'
import { actor, tenantOf } from '../../plugins/guards'
import {
  emailOrderConfirmation,
  emailUpgradeConfirmation,
  resendReceipt,
} from '../../services/mail/confirmations'
import { Id, ItemParams, noBodyIsEmpty, OrderParams, TokenBody } from '../params'

const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 419: ErrorBody }
const response = { 200: SentAnswer, ...refusals, 422: ErrorBody }
const MailParams = Type.Object({ tenant: Type.String(), mailId: Id })

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sender = (request: FastifyRequest) => ({
    db: app.db,
    outbox: app.mailOutbox,
    log: request.log,
    universityName: tenantOf(request).name,
    ...actor(request),
    push: (universityId: number, orderId: number, staffId: number) =>
      app.ges.push(universityId, orderId, staffId),
  })

  app.post(
    '/orders/:orderId/confirmation',
    {
      schema: {
        tags: ['mail'],
        summary: 'Email the order confirmation (receipt) to an address',
        params: OrderParams,
        body: ConfirmationBody,
        response,
      },
    },
    async (request) => {
      const { params, body } = request
      return emailOrderConfirmation(sender(request), Number(params.orderId), body.email)
    },
  )

  app.post(
    '/orderitem/:itemId',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['mail'],
        summary: "Email an upgraded item's confirmation to the address recorded with the upgrade",
        params: ItemParams,
        body: TokenBody,
        response,
      },
    },
    async (request) => emailUpgradeConfirmation(sender(request), Number(request.params.itemId)),
  )

  app.post(
    '/mail/:mailId/resend',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['mail'],
        summary:
          'Send a receipt again (from the takings report), to a corrected address if one is given',
        params: MailParams,
        body: ResendBody,
        response,
      },
    },
    async (request) =>
      resendReceipt(sender(request), Number(request.params.mailId), request.body.email),
  )
}

export default mailRoutes

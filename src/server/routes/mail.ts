import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { ErrorBody } from '../../domain/contract/common'
import { ConfirmationBody, SentAnswer } from '../../domain/contract/requests'
import { actor, tenantOf } from '../plugins/guards'
import { emailOrderConfirmation, emailUpgradeConfirmation } from '../services/confirmations'
import { ItemParams, noBodyIsEmpty, OrderParams, TokenBody } from './params'

const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 419: ErrorBody }
const response = { 200: SentAnswer, ...refusals, 422: ErrorBody, 502: ErrorBody }
const SENT: Static<typeof SentAnswer> = { sent: true }

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sender = (request: FastifyRequest) => ({
    db: app.db,
    mailer: app.mailer,
    log: request.log,
    universityName: tenantOf(request).name,
    ...actor(request),
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
      await emailOrderConfirmation(sender(request), Number(params.orderId), body.email)
      return SENT
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
    async (request) => {
      await emailUpgradeConfirmation(sender(request), Number(request.params.itemId))
      return SENT
    },
  )
}

export default mailRoutes

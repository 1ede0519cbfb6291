import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  DeliveryCounts,
  DeliveryHealth,
  DeliveryResendBody,
  ResendAnswer,
  RetryAnswer,
} from '../../../domain/contract/backOfficeDelivery'
import { ErrorBody } from '../../../domain/contract/common'
import { actor, tenantOf } from '../../plugins/guards'
import { deliveryCounts, deliveryHealth } from '../../services/backOffice/delivery/deliveryList'
import { resendToAddress } from '../../services/backOffice/delivery/deliveryResend'
import { retryAll, retryPush, retryReceipt } from '../../services/backOffice/delivery/deliveryRetry'
import { Id, noBodyIsEmpty, TokenBody } from '../params'

const Params = Type.Object({ tenant: Type.String(), id: Id })
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody }
const tags = ['back office']
const retryNote =
  'Sets it due now; the outbox worker sends it within a second or two, as any due row.'

/** Receipts and ordering-system pushes that failed: the list, Retry, and a resend elsewhere. */
const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/delivery',
    {
      schema: {
        tags,
        summary: 'Receipts and pushes waiting after a failure, or given up, oldest first',
        response: { 200: DeliveryHealth, ...refusals },
      },
    },
    async (request) => deliveryHealth(app.db, tenantOf(request).id),
  )

  app.get(
    '/delivery/counts',
    {
      schema: {
        tags,
        summary: 'How many receipts and pushes wait or failed (the navigation’s counts)',
        response: { 200: DeliveryCounts, ...refusals },
      },
    },
    async (request) => deliveryCounts(app.db, tenantOf(request).id),
  )

  app.post(
    '/delivery/retry',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: 'Retry every waiting or failed receipt and push',
        description: retryNote,
        body: TokenBody,
        response: { 200: RetryAnswer, ...refusals },
      },
    },
    async (request) => retryAll(app.db, actor(request)),
  )

  app.post(
    '/delivery/receipts/:id/retry',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: 'Retry one receipt',
        description: retryNote,
        params: Params,
        body: TokenBody,
        response: { 200: RetryAnswer, ...refusals },
      },
    },
    async (request) => retryReceipt(app.db, actor(request), Number(request.params.id)),
  )

  app.post(
    '/delivery/pushes/:id/retry',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: 'Retry one push, cancellation or refund to the ordering system',
        description: retryNote,
        params: Params,
        body: TokenBody,
        response: { 200: RetryAnswer, ...refusals },
      },
    },
    async (request) => retryPush(app.db, actor(request), Number(request.params.id)),
  )

  app.post(
    '/delivery/receipts/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send a copy of a receipt to a corrected address',
        description:
          'The order keeps its address unless correct_order is true. A copy still waiting is replaced.',
        params: Params,
        body: DeliveryResendBody,
        response: { 200: ResendAnswer, ...refusals },
      },
    },
    async (request) => {
      const { _token, ...input } = request.body
      return resendToAddress(app.db, actor(request), Number(request.params.id), input)
    },
  )
}

export default deliveryRoutes

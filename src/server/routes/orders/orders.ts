import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { Order } from '../../../domain/contract/order'
import { OrderPayload } from '../../../domain/contract/requests'
import { actor, sessionOf, tenantOf } from '../../plugins/guards'
import { kioskIdFrom } from '../../security/kioskCookie'
import { readOfflineSale } from '../../services/sale/offlineSale'
import { saveOrder } from '../../services/sale/saveOrder'
import { searchOrders } from '../../services/orders/searchOrders'
import { SearchQuerySchema } from './searchQuery'
import { KeyHeader, OrderParams } from '../params'
import { VoidBody } from '../../../domain/contract/corrections'
import { voidOrder } from '../../services/corrections/voidOrder'
import { correctionContext } from '../correctionContext'

const refusals = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody }

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search orders by one field; pre and pos choose web pre-orders and kiosk orders',
        querystring: SearchQuerySchema,
        response: { 200: Type.Array(Order), ...refusals },
      },
    },
    async (request) => searchOrders(app.db, tenantOf(request).id, request.query),
  )

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Save a sale. Send an Idempotency-Key: the same key again answers the same order.',
        headers: KeyHeader,
        body: OrderPayload,
        response: { 201: Order, ...refusals, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'] ?? null
      const { universityId } = actor(request)
      const offline = await readOfflineSale(
        app.db,
        app.offlineKeys,
        universityId,
        request.body,
        idempotencyKey,
        { loginAt: sessionOf(request).createdAt },
      )
      const { order, replayed } = await saveOrder(app.db, app.ges, request.body, {
        ...actor(request),
        session: sessionOf(request),
        idempotencyKey,
        offline,
        kiosk: kioskIdFrom(request),
        drawerRequired: app.config.drawerRequired,
      })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send(order)
    },
  )

  app.post(
    '/orders/:orderId/void',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Void a sale of today with a manager's PIN and a reason; its money leaves the takings. Send an Idempotency-Key: the same key again answers the same order.",
        params: OrderParams,
        headers: KeyHeader,
        body: VoidBody,
        response: {
          200: Order,
          ...refusals,
          404: ErrorBody,
          409: ErrorBody,
          419: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await voidOrder(
        app.db,
        Number(request.params.orderId),
        request.body,
        correctionContext(request, app.config.pinTenantLimit),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return order
    },
  )
}

export default orderRoutes

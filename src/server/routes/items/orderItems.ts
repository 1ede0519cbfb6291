import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { OrderItem } from '../../../domain/contract/orderItem'
import { RedeemBody } from '../../../domain/contract/pin'
import { UpgradeAnswer, UpgradeBody } from '../../../domain/contract/upgrade'
import { actor } from '../../plugins/guards'
import { kioskIdFrom } from '../../security/kioskCookie'
import { redeemItem } from '../../services/items/redeemItem'
import { upgradeItem } from '../../services/items/upgradeItem'
import { ItemParams, KeyHeader } from '../params'
import { RefundAnswer, RefundBody } from '../../../domain/contract/corrections'
import { refundItem } from '../../services/corrections/refundItem'
import { correctionContext } from '../correctionContext'

const refusals = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  419: ErrorBody,
  422: ErrorBody,
}

const orderItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/orderitems/:itemId',
    {
      schema: {
        tags: ['order items'],
        summary: 'Redeem an item: Open → Close, once',
        params: ItemParams,
        body: RedeemBody,
        response: { 200: OrderItem, ...refusals },
      },
    },
    async (request) => redeemItem(app.db, Number(request.params.itemId), actor(request)),
  )

  app.put(
    '/orderitem',
    {
      schema: {
        tags: ['order items'],
        summary:
          'Upgrade an item to a dearer stock (fromOrderItemID/toStock or originalID/upgradedStock)',
        body: UpgradeBody,
        response: { 200: UpgradeAnswer, ...refusals },
      },
    },
    async (request) =>
      upgradeItem(app.db, request.body, {
        ...actor(request),
        kiosk: kioskIdFrom(request),
        drawerRequired: app.config.drawerRequired,
      }),
  )

  app.post(
    '/orderitems/:itemId/refund',
    {
      schema: {
        tags: ['order items'],
        summary:
          "Refund one item at the price paid for it, with a manager's PIN and a reason. Send an Idempotency-Key: the same key again answers the same refund.",
        params: ItemParams,
        headers: KeyHeader,
        body: RefundBody,
        response: { 200: RefundAnswer, ...refusals, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { answer, replayed } = await refundItem(
        app.db,
        Number(request.params.itemId),
        request.body,
        correctionContext(request, app.config.pinTenantLimit),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return answer
    },
  )
}

export default orderItemRoutes

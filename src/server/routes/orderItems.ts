import type { FastifyInstance } from 'fastify'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ErrorBody } from '../../domain/contract/common'
import { OrderItem } from '../../domain/contract/entities'
import { RedeemBody, UpgradeAnswer, UpgradeBody } from '../../domain/contract/requests'
import { orderItems } from '../db/schema'
import { actor } from '../plugins/guards'
import { audit } from '../services/audit'
import { Refusal } from '../services/refusal'
import { orderItemDto } from '../services/serialize'
import { upgradeItem } from '../services/upgradeItem'
import { ItemParams } from './params'

const refusals = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  419: ErrorBody,
  422: ErrorBody,
}

export function orderItemRoutes(scope: FastifyInstance) {
  const db = scope.db

  scope.put(
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
    async (request) => {
      const { universityId, staffId } = actor(request)
      const itemId = Number((request.params as { itemId: string }).itemId)
      return db.transaction(async (tx) => {
        // One conditional update: of two staff redeeming at once, exactly one changes the row.
        const [item] = await tx
          .update(orderItems)
          .set({
            status: 'Close',
            statusTs: new Date(),
            updatedAt: new Date(),
            rev: sql`${orderItems.rev} + 1`,
          })
          .where(
            and(
              eq(orderItems.id, itemId),
              eq(orderItems.universityId, universityId),
              eq(orderItems.status, 'Open'),
              sql`${orderItems.qty} > 0`,
              sql`coalesce((${orderItems.json}->>'upgraded')::boolean, false) = false`,
              isNull(orderItems.deletedAt),
            ),
          )
          .returning()
        if (item) {
          await audit(tx, {
            universityId,
            staffId,
            action: 'order_item.redeem',
            subject: `order_item:${item.id}`,
            details: { order_id: item.orderId },
          })
          return orderItemDto(item)
        }
        const [current] = await tx
          .select()
          .from(orderItems)
          .where(
            and(
              eq(orderItems.id, itemId),
              eq(orderItems.universityId, universityId),
              isNull(orderItems.deletedAt),
            ),
          )
        if (!current) throw new Refusal(404, 'Order item not found.')
        if (current.status === 'Close')
          throw new Refusal(409, `"${current.name}" has already been redeemed.`)
        if (current.json.upgraded)
          throw new Refusal(
            409,
            `"${current.name}" was exchanged for an upgrade and cannot be redeemed.`,
          )
        throw new Refusal(409, `"${current.name}" has no quantity left to redeem.`)
      })
    },
  )

  scope.put(
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
    async (request) => upgradeItem(db, request.body as UpgradeBody, actor(request)),
  )
}

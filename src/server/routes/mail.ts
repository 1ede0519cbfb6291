import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { ErrorBody } from '../../domain/contract/common'
import { ConfirmationBody, ResendBody, SentAnswer } from '../../domain/contract/requests'
import { isPlaceholderEmail } from '../../domain/customer'
import { MESSAGES } from '../../domain/messages'
import { isValidEmail } from '../../domain/validation'
import { orderItems, orders } from '../db/schema'
import { actor } from '../plugins/guards'
import { readOrder } from '../services/orderReader'
import { orderConfirmation, upgradeConfirmation } from '../services/receipts'
import { Refusal } from '../services/refusal'
import { answer, sendReceipt } from '../services/sendReceipt'
import { orderItemDto } from '../services/serialize'
import { Id, ItemParams, noBodyIsEmpty, OrderParams, TokenBody } from './params'
import Type from 'typebox'

const answers = {
  200: SentAnswer,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  419: ErrorBody,
  422: ErrorBody,
}

const MailParams = Type.Object({ tenant: Type.String(), mailId: Id })

export function mailRoutes(scope: FastifyInstance) {
  const { db, mailOutbox: outbox } = scope

  scope.post(
    '/orders/:orderId/confirmation',
    {
      schema: {
        tags: ['mail'],
        summary: 'Email the order confirmation (receipt) to an address',
        params: OrderParams,
        body: ConfirmationBody,
        response: answers,
      },
    },
    async (request) => {
      const { universityId, staffId } = actor(request)
      const email = (request.body as { email: string }).email.trim()
      if (!email) throw Refusal.field('email', MESSAGES.emailEmpty)
      if (!isValidEmail(email)) throw Refusal.field('email', MESSAGES.emailInvalid)
      const orderId = Number((request.params as { orderId: string }).orderId)
      const order = await readOrder(db, universityId, orderId)
      if (!order) throw new Refusal(404, MESSAGES.orderIdMissing)
      const answer = await sendReceipt(
        { outbox, universityId, staffId, kind: 'order_confirmation', orderId },
        orderConfirmation(order, request.tenant!.name, email),
      )
      if (isPlaceholderEmail(order.email)) {
        // An express sale learns its customer's address when the receipt is sent. The mail is
        // in the outbox by now, so failing to note the address must not tell the kiosk otherwise.
        await db
          .update(orders)
          .set({ email, updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .catch((error: unknown) =>
            request.log.warn({ err: error, orderId }, 'could not record the receipt address'),
          )
      }
      return answer
    },
  )

  scope.post(
    '/orderitem/:itemId',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['mail'],
        summary:
          'Email the upgrade confirmation of an upgraded item to the address recorded with the upgrade',
        params: ItemParams,
        body: TokenBody,
        response: answers,
      },
    },
    async (request) => {
      const { universityId, staffId } = actor(request)
      const itemId = Number((request.params as { itemId: string }).itemId)
      const [row] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.universityId, universityId)))
      if (!row) throw new Refusal(404, 'Order item not found.')
      const item = orderItemDto(row)
      if (!item.json.upgraded_from)
        throw new Refusal(422, 'This item is not the result of an upgrade.')
      const order = (await readOrder(db, universityId, row.orderId))!
      const recorded = item.json.upgrade?.email
      const to = recorded || (isPlaceholderEmail(order.email) ? null : order.email)
      if (!to) throw Refusal.field('email', 'No email address is recorded for this upgrade.')
      return sendReceipt(
        {
          outbox,
          universityId,
          staffId,
          kind: 'upgrade_confirmation',
          orderId: order.id,
          orderItemId: item.id,
        },
        upgradeConfirmation(order, item, request.tenant!.name, to),
      )
    },
  )

  scope.post(
    '/mail/:mailId/resend',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['mail'],
        summary:
          'Send a receipt again (from the takings report), to a corrected address if one is given',
        params: MailParams,
        body: ResendBody,
        response: answers,
      },
    },
    async (request) => {
      const { universityId } = actor(request)
      const mailId = Number((request.params as { mailId: string }).mailId)
      const given = (request.body as ResendBody).email?.trim()
      if (given !== undefined && given !== '' && !isValidEmail(given))
        throw Refusal.field('email', MESSAGES.emailInvalid)
      const copy = await outbox.resend(universityId, mailId, given || undefined)
      if (copy === null) throw new Refusal(404, 'There is no such receipt to send again.')
      return answer(copy)
    },
  )
}

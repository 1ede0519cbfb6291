import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { CancelledOfflineSale } from '../../../domain/contract/requests'
import { parseMoney } from '../../../domain/sale/money'
import { offlineSoldAt } from '../../../domain/sale/offlineTime'
import { actor } from '../../plugins/guards'
import { MAX_SESSION_AGE_MS } from '../../plugins/sessions'
import { audit } from '../../services/audit'
import { Refusal } from '../../services/refusal'

/**
 * A sale a kiosk kept offline, refused by the server at sync and cancelled by the operator: it
 * never becomes an order, so this audit line is what tells a manager it happened and why.
 */
const offlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/offline/cancelled',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Record an offline sale the server refused and the operator cancelled, with a note',
        body: CancelledOfflineSale,
        response: {
          200: Type.Object({ recorded: Type.Literal(true) }),
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const { number, note, amount, sold_at: soldAt, reason } = request.body
      if (!note.trim()) throw Refusal.field('note', 'Please write why the sale is cancelled.')
      const cents = parseMoney(amount)
      if (cents === null) throw Refusal.field('amount', 'The amount is not an amount of dollars.')
      // A sale refused at sync may come from an earlier session of this kiosk (one that ended while
      // the network was down): it must still be cancellable, so the bound is the oldest a session
      // can be, not this one's login.
      const now = new Date()
      const shift = { loginAt: new Date(now.getTime() - MAX_SESSION_AGE_MS), now }
      const sold = offlineSoldAt(soldAt, shift, 'sold_at')
      if (!sold.ok) throw new Refusal(422, sold.message, sold.errors)
      const { universityId, staffId } = actor(request)
      await audit(app.db, {
        universityId,
        staffId,
        action: 'offline.cancelled',
        subject: `offline:${number}`,
        details: {
          note: note.trim(),
          amount_cents: cents,
          sold_at: sold.value.toISOString(),
          reason,
        },
      })
      return { recorded: true as const }
    },
  )
}

export default offlineRoutes

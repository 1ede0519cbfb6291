import type { FastifyRequest } from 'fastify'
import Type from 'typebox'

/** Ids in paths are digits that fit a PostgreSQL integer, so no lookup can overflow. */
export const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' })

export const OrderParams = Type.Object({ tenant: Type.String(), orderId: Id })
export const ItemParams = Type.Object({ tenant: Type.String(), itemId: Id })

/** A write that may be sent again: the same key answers the same result, never a second one. */
export const KeyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' })),
})

/** The body of a call whose only possible content is the CSRF token. */
export const TokenBody = Type.Object({ _token: Type.Optional(Type.String()) })

/**
 * The kiosk sends these calls with no body at all (the token goes in a header), and Fastify
 * would validate the missing body against TokenBody and refuse it; no body means an empty one.
 */
export async function noBodyIsEmpty(request: FastifyRequest) {
  if (request.body === undefined) request.body = {}
}

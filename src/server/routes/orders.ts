import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { ErrorBody } from '../../domain/contract/common'
import { Order } from '../../domain/contract/entities'
import { OrderPayload, SEARCH_TYPES } from '../../domain/contract/requests'
import { actor } from '../plugins/guards'
import { saveOrder } from '../services/saveOrder'
import { searchOrders, type SearchQuery } from '../services/searchOrders'

const Flag = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
])
const Term = Type.Optional(Type.String({ maxLength: 100 }))

const SearchQuerySchema = Type.Object({
  orderid: Term,
  studentid: Term,
  name: Term,
  phone: Term,
  email: Term,
  /** The lookup screen's own reading: `type` names the field and `value` holds the term. */
  type: Type.Optional(Type.Union(SEARCH_TYPES.map((t) => Type.Literal(t)))),
  value: Term,
  pre: Type.Optional(Flag),
  pos: Type.Optional(Flag),
  preorder: Type.Optional(Flag),
  posorder: Type.Optional(Flag),
})

export function orderRoutes(scope: FastifyInstance) {
  const db = scope.db

  scope.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search orders by one field; pre and pos choose web pre-orders and kiosk orders',
        querystring: SearchQuerySchema,
        response: { 200: Type.Array(Order), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => searchOrders(db, request.tenant!.id, request.query as SearchQuery),
  )

  scope.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Save a sale. Send an Idempotency-Key: the same key again answers the same order.',
        headers: Type.Object({
          'idempotency-key': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' })),
        }),
        body: OrderPayload,
        response: { 201: Order, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { universityId, staffId } = actor(request)
      const { order, replayed } = await saveOrder(db, scope.ges, request.body as OrderPayload, {
        universityId,
        staffId,
        session: request.session!,
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
      })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send(order)
    },
  )
}

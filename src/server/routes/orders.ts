import type { FastifyInstance } from 'fastify'
import { eq, ilike, sql, type SQL } from 'drizzle-orm'
import Type from 'typebox'
import { ErrorBody, MAX_ID } from '../../domain/contract/common'
import { Order } from '../../domain/contract/entities'
import { OrderPayload, SEARCH_TYPES, type SearchType } from '../../domain/contract/requests'
import { orderIdFromDisplay } from '../../domain/orderNumber'
import { customers, orders } from '../db/schema'
import { actor } from '../plugins/guards'
import { readOrders } from '../services/orderReader'
import { saveOrder } from '../services/saveOrder'

const Flag = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
])
const Term = Type.Optional(Type.String({ maxLength: 100 }))

const SearchQuery = Type.Object({
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
type SearchQuery = Type.Static<typeof SearchQuery>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const flag = (value: string | undefined) => value === undefined || value === 'true' || value === '1'

function searchTerm(query: SearchQuery): { type: SearchType; value: string } | null {
  if (query.type && query.value?.trim()) return { type: query.type, value: query.value.trim() }
  for (const type of SEARCH_TYPES) {
    const value = query[type]?.trim()
    if (value) return { type, value }
  }
  return null
}

function condition(type: SearchType, value: string): SQL | null {
  const contains = `%${escapeLike(value)}%`
  switch (type) {
    case 'orderid': {
      const id = orderIdFromDisplay(value)
      // A typed number beyond the integer column matches no order; comparing it would be a database error.
      return id > 0 && id <= MAX_ID ? eq(orders.id, id) : null
    }
    case 'studentid':
      return sql`${orders.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE lower(${customers.studentId}) = ${value.toLowerCase()})`
    case 'name':
      // The same expression as the trigram index, so the index serves it.
      return sql`(${orders.name} || ' ' || ${orders.lastname}) ILIKE ${contains}`
    case 'phone':
      return ilike(orders.phone, contains)
    case 'email':
      return ilike(orders.email, contains)
  }
}

export function orderRoutes(scope: FastifyInstance) {
  const db = scope.db

  scope.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search orders by one field; pre and pos choose web pre-orders and kiosk orders',
        querystring: SearchQuery,
        response: { 200: Type.Array(Order), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query as SearchQuery
      const term = searchTerm(query)
      if (!term) {
        return reply
          .code(422)
          .send({ message: 'Choose a search type and enter something to search for.' })
      }
      const pre = flag(query.pre ?? query.preorder)
      const pos = flag(query.pos ?? query.posorder)
      const match = condition(term.type, term.value)
      if (!match || (!pre && !pos)) return []
      const kind = pre && pos ? undefined : eq(orders.isPosOrder, pos)
      return readOrders(db, request.tenant!.id, kind ? sql`${match} AND ${kind}` : match, 100)
    },
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
      const { order, replayed } = await saveOrder(db, request.body as OrderPayload, {
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

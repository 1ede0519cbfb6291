import type { FastifyInstance } from 'fastify'
import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import Type from 'typebox'
import { ceremonyWindowEnd } from '../../domain/ceremony'
import { ErrorBody } from '../../domain/contract/common'
import { Ceremony, Stock, Student } from '../../domain/contract/entities'
import { studentIdIs } from '../db/like'
import { ceremonies, customerExtras, customers, stocks } from '../db/schema'
import { ceremonyDto, stockDto, studentDto } from '../services/serialize'

const guarded = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/** Minutes since midnight, so 9:30AM sorts before 1:00PM. */
function startMinutes(row: typeof ceremonies.$inferSelect): number {
  let hour = row.startHour ?? 0
  if (row.startMeridiem?.toUpperCase() === 'PM' && hour < 12) hour += 12
  if (row.startMeridiem?.toUpperCase() === 'AM' && hour === 12) hour = 0
  return hour * 60 + (row.startMin ?? 0)
}

export function catalogueRoutes(scope: FastifyInstance) {
  const db = scope.db

  scope.get(
    '/ceremonies',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ceremonies, optionally only those before today plus `days`',
        querystring: Type.Object({ days: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })) }),
        response: { 200: Type.Array(Ceremony), ...guarded },
      },
    },
    async (request) => {
      const { days } = request.query as { days?: string }
      const rows = await db
        .select()
        .from(ceremonies)
        .where(
          and(
            eq(ceremonies.universityId, request.tenant!.id),
            isNull(ceremonies.archivedAt),
            days === undefined ? undefined : lt(ceremonies.date, ceremonyWindowEnd(Number(days))),
          ),
        )
        .orderBy(asc(ceremonies.date), asc(ceremonies.id))
      return rows
        .sort((a, b) => a.date.localeCompare(b.date) || startMinutes(a) - startMinutes(b))
        .map(ceremonyDto)
    },
  )

  scope.get(
    '/stocks',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The catalogue of this university',
        response: { 200: Type.Array(Stock), ...guarded },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(stocks)
        .where(and(eq(stocks.universityId, request.tenant!.id), isNull(stocks.deletedAt)))
        .orderBy(asc(stocks.id))
      return rows.map(stockDto)
    },
  )

  scope.get(
    '/students/:studentId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every student record with this student id (one per ceremony)',
        params: Type.Object({
          tenant: Type.String(),
          studentId: Type.String({ minLength: 1, maxLength: 50 }),
        }),
        response: { 200: Type.Array(Student), ...guarded },
      },
    },
    async (request) => {
      const { studentId } = request.params as { studentId: string }
      const rows = await db
        .select({ customer: customers, ceremony: ceremonies, extra: customerExtras })
        .from(customers)
        .leftJoin(ceremonies, eq(ceremonies.id, customers.ceremonyId))
        .leftJoin(customerExtras, eq(customerExtras.customerId, customers.id))
        .where(
          and(
            eq(customers.universityId, request.tenant!.id),
            isNull(customers.deletedAt),
            studentIdIs(studentId),
          ),
        )
        .orderBy(asc(customers.id))
      return rows.map((r) => studentDto(r.customer, r.ceremony, r.extra))
    },
  )
}

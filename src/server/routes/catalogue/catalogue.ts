import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import Type, { type TSchema } from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { Ceremony } from '../../../domain/contract/ceremony'
import { CatalogueStock, Stock } from '../../../domain/contract/stock'
import { Student } from '../../../domain/contract/student'
import { tenantOf } from '../../plugins/guards'
import {
  catalogueVersion,
  findStudents,
  listCatalogueStocks,
  listCeremonies,
  listCeremonyStudents,
  listStocks,
  STUDENTS_PAGE_LIMIT,
} from '../../services/catalogue/catalogue'
import { catalogueTags, holdsTag, type CatalogueView } from './catalogueTags'

const guarded = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
/**
 * Kept by the browser but asked about each time: the ETag (app.ts) turns an unchanged catalogue
 * into a 304 with no body. Private, since it belongs to a session.
 */
const REVALIDATE = 'private, no-cache'
const Days = Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' }))
const StudentParams = Type.Object({
  tenant: Type.String(),
  studentId: Type.String({ minLength: 1, maxLength: 50 }),
})

const Id = Type.String({ pattern: '^[0-9]{1,9}$' })
const CeremonyStudentsQuery = Type.Object({ ceremony: Id, after: Type.Optional(Id) })
/** A schema as Fastify's compilers take it (a plain object: they read it, whatever its type). */
const schemaOf = (schema: TSchema) => schema as Record<string, unknown>
const StockList = Type.Array(Stock)
const CatalogueStockList = Type.Array(CatalogueStock)
const StocksQuery = Type.Object({
  view: Type.Optional(
    Type.Literal('card', {
      description:
        "`card`: each stock with only what the kiosk's cards read (id, name, type, price, qty, json, images, require_address, colour)",
    }),
  ),
})

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A kiosk returning to the store gets its 304 without the catalogue being read or serialised.
  const tags = catalogueTags()
  const readAt = new WeakMap<FastifyRequest, { catalogue: CatalogueView; version: number }>()

  app.get(
    '/ceremonies',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ceremonies, optionally only those before today plus `days`',
        querystring: Type.Object({ days: Days }),
        response: { 200: Type.Array(Ceremony), ...guarded },
      },
    },
    async (request, reply) => {
      const { days } = request.query
      reply.header('cache-control', REVALIDATE)
      return listCeremonies(app.db, tenantOf(request).id, days === undefined ? days : Number(days))
    },
  )

  app.get(
    '/stocks',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The catalogue of this university',
        querystring: StocksQuery,
        response: {
          200: Type.Union([StockList, CatalogueStockList]),
          304: Type.Null({ description: 'Not modified: the If-None-Match tag is current' }),
          ...guarded,
        },
      },
      // After @fastify/etag's hook (a route's hooks run after the app's): the tag it put on the answer.
      onSend: async (request, reply) => {
        const read = readAt.get(request)
        const etag = reply.getHeader('etag')
        if (
          read &&
          (reply.statusCode === 200 || reply.statusCode === 304) &&
          typeof etag === 'string'
        ) {
          tags.remember(read.catalogue, read.version, etag)
        }
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REVALIDATE)
      const universityId = tenantOf(request).id
      const view = request.query.view === 'card' ? 'card' : 'whole'
      const catalogue: CatalogueView = { universityId, view }
      // The version before the rows: the rows read after it are at least as new, so a tag
      // remembered for a version never stands for an older catalogue.
      const version = await catalogueVersion(app.db, universityId)
      const etag = tags.of(catalogue, version)
      if (etag && holdsTag(request, etag)) return reply.code(304).header('etag', etag).send(null)
      readAt.set(request, { catalogue, version })
      // Each view by its own schema: the union above (for the documentation) would have the
      // serializer test every answer against both. A serializer of one's own leaves the type unset.
      reply.type('application/json; charset=utf-8')
      if (view === 'card') {
        reply.serializer(reply.compileSerializationSchema(schemaOf(CatalogueStockList), '200'))
        return listCatalogueStocks(app.db, universityId)
      }
      reply.serializer(reply.compileSerializationSchema(schemaOf(StockList), '200'))
      return listStocks(app.db, universityId)
    },
  )

  app.get(
    '/students/:studentId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every student record with this student id (one per ceremony)',
        params: StudentParams,
        response: { 200: Type.Array(Student), ...guarded },
      },
    },
    async (request) => findStudents(app.db, tenantOf(request).id, request.params.studentId),
  )

  app.get(
    '/students',
    {
      schema: {
        tags: ['catalogue'],
        summary: `The students of one ceremony, ${STUDENTS_PAGE_LIMIT} at most, by record id; the next page starts \`after\` the last id (kept by kiosks for offline lookups)`,
        querystring: CeremonyStudentsQuery,
        response: { 200: Type.Array(Student), ...guarded },
      },
    },
    async (request) => {
      const { ceremony, after } = request.query
      const tenant = tenantOf(request).id
      return listCeremonyStudents(app.db, tenant, Number(ceremony), after ? Number(after) : 0)
    },
  )
}

export default catalogueRoutes

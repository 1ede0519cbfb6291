import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { StockCounts } from '../../../domain/contract/backOfficeCatalogue'
import { ErrorBody } from '../../../domain/contract/common'
import { tenantOf } from '../../plugins/guards'
import { readPicture } from '../../services/backOffice/stockPictures'
import { countsAt } from '../../services/stock/onHand'
import { Id } from '../params'

const guarded = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/**
 * What the kiosk's cards read beside the catalogue: the counts on hand (asked again after each
 * sale, a few bytes, so the catalogue's own ETag is left alone) and the uploaded pictures.
 */
const stockOnHandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stock-counts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Counts on hand at a ceremony, by stock id; a stock not listed is not counted',
        querystring: Type.Object({ ceremony: Type.Optional(Id) }),
        response: { 200: StockCounts, ...guarded },
      },
    },
    async (request, reply) => {
      const { ceremony } = request.query
      reply.header('cache-control', 'private, no-cache')
      const counts = await countsAt(
        app.db,
        tenantOf(request).id,
        ceremony === undefined ? null : Number(ceremony),
      )
      return { counts }
    },
  )

  app.get(
    '/stocks/:id/picture',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A stock's uploaded picture (its address changes with each upload: kept a year)",
        params: Type.Object({ tenant: Type.String(), id: Id }),
        response: { 200: Type.Unknown(), ...guarded },
      },
    },
    async (request, reply) => {
      const picture = await readPicture(app.db, tenantOf(request).id, Number(request.params.id))
      if (!picture) return reply.code(404).send({ message: 'This item has no picture.' })
      // Each upload gets a new address (?v=), so a kept copy never goes stale.
      return reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(picture.contentType)
        .send(picture.bytes)
    },
  )
}

export default stockOnHandRoutes

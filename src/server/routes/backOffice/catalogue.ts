import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  AdminCatalogue,
  AdminStock,
  CountBody,
  StockBody,
} from '../../../domain/contract/backOfficeCatalogue'
import { ErrorBody } from '../../../domain/contract/common'
import { PICTURE_MAX_BYTES } from '../../../domain/stock/picture'
import { actor, tenantOf } from '../../plugins/guards'
import { listCatalogue, setCount, updateStock } from '../../services/backOffice/catalogue'
import { savePicture } from '../../services/backOffice/stockPictures'
import { Id } from '../params'
import { stockChanges } from './stockForm'

const Params = Type.Object({ tenant: Type.String(), id: Id })
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody }
const tags = ['back office']

/** The catalogue: each stock's price, colours, picture, address rule, ceremony, sale and count. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A picture arrives as the raw file with its type (no multipart here). Any other type is read
  // too, so its bytes are refused with a sentence rather than a bare 415; the bytes decide.
  // Read up to twice the limit, so a picture just over it is told why rather than cut off.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/catalogue',
    {
      schema: {
        tags,
        summary: 'The catalogue by category, with counts, and the ceremonies that may sell it',
        response: { 200: AdminCatalogue, ...refusals },
      },
    },
    async (request) => listCatalogue(app.db, tenantOf(request).id),
  )

  app.put(
    '/catalogue/:id',
    {
      schema: {
        tags,
        summary:
          "A stock's name, category, price (new sales only), colours, address rule, ceremony and whether it is on sale",
        params: Params,
        body: StockBody,
        response: { 200: AdminStock, ...refusals },
      },
    },
    async (request) =>
      updateStock(app.db, actor(request), Number(request.params.id), stockChanges(request.body)),
  )

  app.put(
    '/catalogue/:id/count',
    {
      schema: {
        tags,
        summary: "Set a stock's count on hand, its own or a ceremony's (null: not counted)",
        params: Params,
        body: CountBody,
        response: { 200: AdminStock, ...refusals },
      },
    },
    async (request) => setCount(app.db, actor(request), Number(request.params.id), request.body),
  )

  app.put(
    '/catalogue/:id/picture',
    {
      schema: {
        tags,
        summary:
          "A stock's picture: the raw PNG, JPEG or WebP file, up to 2 MB (X-CSRF-TOKEN header)",
        params: Params,
        response: { 200: AdminStock, ...refusals },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const who = { ...actor(request), tenant: tenantOf(request).slug }
      return savePicture(app.db, who, Number(request.params.id), body)
    },
  )
}

export default catalogueRoutes

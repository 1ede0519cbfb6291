import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  AdminCeremony,
  CeremonyBody,
  CeremonyList,
  CeremonyQuery,
} from '../../../domain/contract/backOffice'
import { ErrorBody } from '../../../domain/contract/common'
import { actor, tenantOf } from '../../plugins/guards'
import {
  archiveCeremony,
  createCeremony,
  deleteCeremony,
  listCeremonies,
  updateCeremony,
} from '../../services/backOffice/ceremonies'
import { Id, noBodyIsEmpty, TokenBody } from '../params'
import { ceremonyChanges } from './ceremonyForm'

const Params = Type.Object({ tenant: Type.String(), id: Id })
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody }
const tags = ['back office']
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The university's ceremonies: list, create, edit, archive, and delete one nothing refers to. */
const ceremonyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ceremonies',
    {
      schema: {
        tags,
        summary: 'Ceremonies, upcoming first (?search= code, name or venue; ?archived=yes)',
        querystring: CeremonyQuery,
        response: { 200: CeremonyList, ...refusals },
      },
    },
    async (request) => ({
      ceremonies: await listCeremonies(app.db, tenantOf(request).id, request.query),
      time_zone: timeZone(),
    }),
  )

  app.post(
    '/ceremonies',
    {
      schema: {
        tags,
        summary: 'A new ceremony (the rules of ceremonies.csv)',
        body: CeremonyBody,
        response: { 201: AdminCeremony, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await createCeremony(app.db, actor(request), ceremonyChanges(request.body))
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/ceremonies/:id',
    {
      schema: {
        tags,
        summary: "A ceremony's code, name, date, start time and venue",
        params: Params,
        body: CeremonyBody,
        response: { 200: AdminCeremony, ...refusals },
      },
    },
    async (request) =>
      updateCeremony(
        app.db,
        actor(request),
        Number(request.params.id),
        ceremonyChanges(request.body),
      ),
  )

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/ceremonies/:id/${verb}`,
      {
        preValidation: noBodyIsEmpty,
        schema: {
          tags,
          summary: archived
            ? 'Archive a ceremony: off the kiosk, orders kept'
            : 'Bring an archived ceremony back',
          params: Params,
          body: TokenBody,
          response: { 200: AdminCeremony, ...refusals },
        },
      },
      async (request) =>
        archiveCeremony(app.db, actor(request), Number(request.params.id), archived),
    )
  }

  app.delete(
    '/ceremonies/:id',
    {
      schema: {
        tags,
        summary: 'Delete a ceremony with no orders, students or stock (409 otherwise: archive it)',
        params: Params,
        response: { 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteCeremony(app.db, actor(request), Number(request.params.id))
      return reply.code(204).send(null)
    },
  )
}

export default ceremonyRoutes

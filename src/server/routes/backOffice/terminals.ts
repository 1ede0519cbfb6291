import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  CardTerminal,
  CardTerminalList,
  PairTerminalBody,
  UnpairTerminalParams,
} from '../../../domain/contract/backOfficeTerminals'
import { ErrorBody } from '../../../domain/contract/common'
import { actor, tenantOf } from '../../plugins/guards'
import {
  listCardTerminals,
  pairCardTerminal,
  unpairCardTerminal,
} from '../../services/backOffice/terminals'
import { noBodyIsEmpty, TokenBody } from '../params'

const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody }
const tags = ['back office']

/** Each kiosk's card terminal: the pairings, pairing a kiosk by its code, and unpairing. */
const terminalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/terminals',
    {
      schema: {
        tags,
        summary: "Each kiosk's paired card terminal, and the kind this server pairs",
        response: { 200: CardTerminalList, ...refusals },
      },
    },
    async (request) => ({
      terminals: await listCardTerminals(app.db, tenantOf(request).id),
      adapter: app.config.terminal,
    }),
  )

  app.post(
    '/terminals',
    {
      schema: {
        tags,
        summary: 'Pair a kiosk, by the code it shows, with a terminal of this server’s kind',
        description:
          'The rules of npm run admin -- terminal pair. With TERMINAL=linkly, username, password and pair_code are sent to Linkly once the kiosk is known, and never kept or shown.',
        body: PairTerminalBody,
        response: { 201: CardTerminal, ...refusals },
      },
    },
    async (request, reply) => {
      const { _token, ...input } = request.body
      const paired = await pairCardTerminal(
        app.db,
        app.config,
        actor(request),
        tenantOf(request).slug,
        input,
      )
      return reply.code(201).send(paired)
    },
  )

  app.post(
    '/terminals/:code/unpair',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: "End a kiosk's pairing: its card payments stop until it is paired again",
        params: UnpairTerminalParams,
        body: TokenBody,
        response: { 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      await unpairCardTerminal(app.db, actor(request), tenantOf(request).slug, request.params.code)
      return reply.code(204).send(null)
    },
  )
}

export default terminalRoutes

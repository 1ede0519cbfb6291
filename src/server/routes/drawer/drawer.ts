import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ErrorBody } from '../../../domain/contract/common'
import {
  Drawer,
  DrawerAnswer,
  DrawerCloseBody,
  DrawerMovementBody,
  DrawerOpenBody,
} from '../../../domain/contract/drawer'
import { actor, sessionOf } from '../../plugins/guards'
import { kioskIdFrom } from '../../security/kioskCookie'
import { closeDrawer } from '../../services/drawer/closeDrawer'
import type { DrawerContext } from '../../services/drawer/drawerContext'
import { currentDrawer } from '../../services/drawer/drawerRead'
import { moveCash } from '../../services/drawer/moveCash'
import { openDrawer } from '../../services/drawer/openDrawer'

const refusals = { 401: ErrorBody, 403: ErrorBody, 419: ErrorBody }
const changes = { ...refusals, 409: ErrorBody, 422: ErrorBody }

const drawerOf = (request: FastifyRequest): DrawerContext => ({
  ...actor(request),
  kiosk: kioskIdFrom(request),
})

/** The cash drawer of the kiosk that asks (its device cookie), at this university. */
const drawerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/drawer',
    {
      schema: {
        tags: ['drawer'],
        summary: "This kiosk's open cash drawer, with its cash so far, or null",
        response: { 200: DrawerAnswer, ...refusals },
      },
    },
    async (request) => {
      const { universityId } = actor(request)
      return { drawer: await currentDrawer(app.db, universityId, kioskIdFrom(request)) }
    },
  )

  app.post(
    '/drawer/open',
    {
      schema: {
        tags: ['drawer'],
        summary: "Open this kiosk's cash drawer with its float; 409 when one is open",
        body: DrawerOpenBody,
        response: { 201: Drawer, ...changes },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await openDrawer(app.db, drawerOf(request), request.body.float)),
  )

  app.post(
    '/drawer/movements',
    {
      schema: {
        tags: ['drawer'],
        summary: 'Put cash in or take it out of the open drawer, with a reason',
        description: 'No more can be taken out than the drawer should hold.',
        body: DrawerMovementBody,
        response: { 201: Drawer, ...changes },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await moveCash(app.db, drawerOf(request), request.body)),
  )

  app.post(
    '/drawer/close',
    {
      schema: {
        tags: ['drawer'],
        summary:
          'Close the open drawer with its count by note and coin and the staff PIN of who counted',
        body: DrawerCloseBody,
        response: { 200: Drawer, ...changes, 429: ErrorBody },
      },
    },
    async (request) => {
      const ctx = drawerOf(request)
      return closeDrawer(app.db, ctx, request.body, {
        ...actor(request),
        sessionId: sessionOf(request).id,
        kioskId: ctx.kiosk,
        ip: request.ip,
        tenantLimit: app.config.pinTenantLimit,
      })
    },
  )
}

export default drawerRoutes

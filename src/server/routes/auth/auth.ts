import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { LoginBody } from '../../../domain/contract/login'
import { tenantOf } from '../../plugins/guards'
import { ensureSession } from '../../plugins/ensureSession'
import { audit } from '../../services/audit'
import { signIn } from './signIn'

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/csrf',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "The session's CSRF token (a guest session is started if needed)",
        response: { 200: Type.Object({ token: Type.String() }), 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(request, reply, tenantOf(request).id)
      return { token: session.csrfToken }
    },
  )

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: Type.Object({ redirect: Type.String() }), 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await signIn(request, reply, request.body)
      return { redirect: `/${tenantOf(request).slug}/pos#/` }
    },
  )

  app.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { universityId = null, staffId } = request.session ?? {}
      if (staffId) await audit(app.db, { universityId, staffId, action: 'logout' })
      await reply.endSession()
      return reply.code(204).send(null)
    },
  )
}

export default authRoutes

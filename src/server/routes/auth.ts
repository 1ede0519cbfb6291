import type { FastifyInstance } from 'fastify'
import { and, eq, isNull, sql } from 'drizzle-orm'
import Type from 'typebox'
import { ErrorBody } from '../../domain/contract/common'
import { LoginBody, University } from '../../domain/contract/requests'
import { staff } from '../db/schema'
import { ensureSession } from '../plugins/sessions'
import { loginLockedMessage, reserveLogin } from '../security/loginLockout'
import { hashSecret, verifySecret } from '../security/secrets'
import { audit } from '../services/audit'
import { universityList } from '../services/universities'

const BAD_CREDENTIALS = 'These credentials do not match our records.'

/** Compared against when the email is unknown, so both paths take the same time. */
const decoyHash = hashSecret('decoy-password-never-matches')

export function publicUniversities(app: FastifyInstance) {
  app.get(
    '/universities',
    {
      schema: {
        tags: ['auth'],
        summary: 'Universities to choose at login',
        response: { 200: Type.Array(University) },
      },
    },
    () => universityList(app.db),
  )
}

export function authRoutes(scope: FastifyInstance, app: FastifyInstance) {
  scope.get(
    '/universities',
    {
      config: { public: true },
      schema: { tags: ['auth'], response: { 200: Type.Array(University) } },
    },
    () => universityList(app.db),
  )

  scope.get(
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
      const session = await ensureSession(request, reply, request.tenant!.id)
      return { token: session.csrfToken }
    },
  )

  scope.post(
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
      const tenant = request.tenant!
      const { email, password, remember } = request.body as LoginBody
      const errors: Record<string, string[]> = {}
      if (!email.trim()) errors.email = ['The email field is required.']
      if (!password) errors.password = ['The password field is required.']
      const firstError = Object.values(errors)[0]?.[0]
      if (firstError) return reply.code(422).send({ message: firstError, errors })

      const reservation = await reserveLogin(app.db, tenant.id, email, request.ip)
      if (!reservation.allowed) {
        await audit(app.db, {
          universityId: tenant.id,
          staffId: null,
          action: 'login.locked',
          details: { email: email.slice(0, 254), ip: request.ip },
        })
        return reply
          .code(429)
          .header('retry-after', Math.ceil(reservation.retryAfterMs / 1000))
          .send({ message: loginLockedMessage(reservation.retryAfterMs) })
      }

      const [user] = await app.db
        .select()
        .from(staff)
        .where(
          and(
            eq(staff.universityId, tenant.id),
            sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`,
            isNull(staff.disabledAt),
          ),
        )
      const valid = await verifySecret(password, user?.passwordHash ?? (await decoyHash))
      if (!user || !valid) {
        await audit(app.db, {
          universityId: tenant.id,
          staffId: user?.id ?? null,
          action: 'login.failed',
          details: { email: email.slice(0, 254), ip: request.ip },
        })
        return reply
          .code(422)
          .send({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } })
      }
      await reservation.withdraw()
      await reply.startSession({
        universityId: tenant.id,
        staffId: user.id,
        remember: remember ?? false,
      })
      await audit(app.db, {
        universityId: tenant.id,
        staffId: user.id,
        action: 'login',
        details: { ip: request.ip },
      })
      return { redirect: `/${tenant.slug}/pos#/` }
    },
  )

  scope.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 204: Type.Null() } } },
    async (request, reply) => {
      const session = request.session
      if (session?.staffId) {
        await audit(app.db, {
          universityId: session.universityId,
          staffId: session.staffId,
          action: 'logout',
        })
      }
      await reply.endSession()
      return reply.code(204).send()
    },
  )
}

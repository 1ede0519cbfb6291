import type { FastifyInstance } from 'fastify'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { ErrorBody } from '../../domain/contract/common'
import { CheckPinAnswer, CheckPinBody } from '../../domain/contract/requests'
import { sessions, staff } from '../db/schema'
import { actor } from '../plugins/guards'
import { PIN_SESSION_RULE, reserveAttempt, type LockoutRule } from '../security/lockout'
import { verifySecret } from '../security/secrets'
import { audit } from '../services/audit'

export function pinRoutes(scope: FastifyInstance) {
  const db = scope.db
  const tenantRule: LockoutRule = { ...PIN_SESSION_RULE, limit: scope.config.pinTenantLimit }

  scope.post(
    '/checkpin',
    {
      schema: {
        tags: ['orders'],
        summary: 'Check a staff PIN; a pass lets this session save one order within 5 minutes',
        body: CheckPinBody,
        response: {
          200: CheckPinAnswer,
          401: ErrorBody,
          403: ErrorBody,
          419: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { universityId, staffId } = actor(request)
      const session = request.session!
      const sessionScope = `session:${session.id}`
      const tenantScope = `tenant:${universityId}`
      const withdraw = await reserveAttempt(db, 'pin', [
        { scope: sessionScope, rule: PIN_SESSION_RULE },
        { scope: tenantScope, rule: tenantRule },
      ])
      if (!withdraw) {
        return reply
          .code(429)
          .send({ message: 'Too many wrong PINs. Please wait 5 minutes and try again.' })
      }
      const { pin } = request.body as { pin: string }
      const candidates = /^[0-9]{4,8}$/.test(pin)
        ? await db
            .select({ id: staff.id, name: staff.name, pinHash: staff.pinHash })
            .from(staff)
            .where(
              and(
                eq(staff.universityId, universityId),
                isNotNull(staff.pinHash),
                isNull(staff.disabledAt),
              ),
            )
        : []
      for (const candidate of candidates) {
        if (await verifySecret(pin, candidate.pinHash)) {
          await withdraw()
          await db
            .update(sessions)
            .set({ pinOperatorId: candidate.id, pinCheckedAt: new Date() })
            .where(eq(sessions.id, session.id))
          return { pass: true, operator: { id: candidate.id, name: candidate.name } }
        }
      }
      await audit(db, { universityId, staffId, action: 'pin.failed', details: { ip: request.ip } })
      return { pass: false }
    },
  )
}

import type { FastifyRequest } from 'fastify'
import { actor, sessionOf, tenantOf } from '../plugins/guards'
import { kioskIdFrom } from '../security/kioskCookie'
import type { CorrectionContext } from '../services/corrections/correctionContext'
import type { PinContext } from '../services/auth/verifyPin'

/** Where a PIN was typed: the session, the kiosk and the address its lockouts count by. */
export function pinContext(request: FastifyRequest, tenantLimit: number): PinContext {
  return {
    ...actor(request),
    sessionId: sessionOf(request).id,
    kioskId: kioskIdFrom(request),
    ip: request.ip,
    tenantLimit,
  }
}

/** A void's or a refund's context: the kiosk's, its PIN's and its Idempotency-Key. */
export function correctionContext(request: FastifyRequest, tenantLimit: number): CorrectionContext {
  const key = request.headers['idempotency-key']
  return {
    ...actor(request),
    universityName: tenantOf(request).name,
    pin: pinContext(request, tenantLimit),
    idempotencyKey: typeof key === 'string' ? key : null,
  }
}

import type { FastifyInstance } from 'fastify'
import { ErrorBody } from '../../domain/contract/common'
import { CheckPinAnswer, CheckPinBody } from '../../domain/contract/requests'
import { actor } from '../plugins/guards'
import { checkPin } from '../services/checkPin'

export function pinRoutes(scope: FastifyInstance) {
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
    async (request) =>
      checkPin(scope.db, (request.body as { pin: string }).pin, {
        ...actor(request),
        sessionId: request.session!.id,
        ip: request.ip,
        tenantLimit: scope.config.pinTenantLimit,
      }),
  )
}

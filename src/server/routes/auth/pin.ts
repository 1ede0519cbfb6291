import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { CheckPinAnswer, CheckPinBody } from '../../../domain/contract/pin'
import { checkPin } from '../../services/auth/checkPin'
import { pinContext } from '../correctionContext'

const pinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
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
      checkPin(app.db, request.body.pin, pinContext(request, app.config.pinTenantLimit)),
  )
}

export default pinRoutes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import { SimulatorBody } from '../../../domain/contract/terminal'
import { actor } from '../../plugins/guards'
import { isManager } from '../../services/backOffice/managerGate'
import { Refusal } from '../../services/refusal'
import { setSimulatorNext } from '../../services/terminal/simulator/adapter'

export const SIMULATOR_MANAGERS = "Only a manager can set the simulated terminal's next outcome."

/** Exists only with TERMINAL=simulator: a real terminal's outcome is the card's. */
const simulatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.terminal !== 'simulator') return
  app.post(
    '/terminal/simulator',
    {
      schema: {
        tags: ['card terminal'],
        summary:
          "Set the outcome of this university's next simulated card payment (managers only): approve, decline, lose-response, offline or slow",
        body: SimulatorBody,
        response: {
          204: Type.Null(),
          401: ErrorBody,
          403: ErrorBody,
          419: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { universityId, staffId } = actor(request)
      if (!(await isManager(app.db, staffId, universityId)))
        throw new Refusal(403, SIMULATOR_MANAGERS)
      await setSimulatorNext(app.db, universityId, request.body.next)
      return reply.code(204).send(null)
    },
  )
}

export default simulatorRoutes

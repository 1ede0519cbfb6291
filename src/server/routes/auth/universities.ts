import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { University } from '../../../domain/contract/login'
import { universityList } from '../../services/auth/universities'

/** The universities to choose at login: at `/universities` and at `/{tenant}/universities`. */
const universityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/universities',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Universities to choose at login',
        response: { 200: Type.Array(University) },
      },
    },
    () => universityList(app.db),
  )
}

export default universityRoutes

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginBody } from '../../../domain/contract/login'
import { tenantOf } from '../../plugins/guards'
import { audit } from '../../services/audit'
import { checkCredentials } from '../../services/auth/login'

/**
 * One login for the JSON call and the page's form alike: the credentials checked under the same
 * lockouts, then a new session (and the kiosk's cookie). Throws the Refusal checkCredentials does.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
  const { db } = request.server
  const { id: universityId } = tenantOf(request)
  const staffId = await checkCredentials(db, universityId, body, request.ip)
  await reply.startSession({ universityId, staffId, remember: body.remember ?? false })
  await audit(db, { universityId, staffId, action: 'login', details: { ip: request.ip } })
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  NewStaffBody,
  StaffList,
  StaffMember,
  StaffPasswordBody,
  StaffPinBody,
  StaffRoleBody,
} from '../../../domain/contract/backOffice'
import { ErrorBody } from '../../../domain/contract/common'
import { actor, tenantOf } from '../../plugins/guards'
import {
  addStaffMember,
  disableStaff,
  enableStaff,
  listStaff,
  setStaffRole,
  setStaffSecret,
} from '../../services/backOffice/staff'
import { Id, noBodyIsEmpty, TokenBody } from '../params'

const Params = Type.Object({ tenant: Type.String(), id: Id })
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody }
const tags = ['back office']
const secretNote = 'Stored as a hash and never shown again; the rules of npm run admin.'

/** The university's staff: list, add, role, a new PIN or password, disable, enable again. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Staff, active first',
        response: { 200: StaffList, ...refusals },
      },
    },
    async (request) => ({ staff: await listStaff(app.db, tenantOf(request).id) }),
  )

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'A new staff member with a password and a PIN',
        description: `${secretNote} A PIN an active colleague has is refused.`,
        body: NewStaffBody,
        response: { 201: StaffMember, ...refusals },
      },
    },
    async (request, reply) => {
      const { _token, ...input } = request.body
      const added = await addStaffMember(app.db, actor(request), tenantOf(request).slug, input)
      return reply.code(201).send(added)
    },
  )

  app.put(
    '/staff/:id/role',
    {
      schema: {
        tags,
        summary: 'Operator or manager (not your own)',
        params: Params,
        body: StaffRoleBody,
        response: { 200: StaffMember, ...refusals },
      },
    },
    async (request) =>
      setStaffRole(app.db, actor(request), Number(request.params.id), request.body.role),
  )

  app.put(
    '/staff/:id/pin',
    {
      schema: {
        tags,
        summary: 'A new PIN (4 to 8 digits, no active colleague’s)',
        description: secretNote,
        params: Params,
        body: StaffPinBody,
        response: { 200: StaffMember, ...refusals },
      },
    },
    async (request) =>
      setStaffSecret(app.db, actor(request), tenantOf(request).slug, Number(request.params.id), {
        pin: request.body.pin,
      }),
  )

  app.put(
    '/staff/:id/password',
    {
      schema: {
        tags,
        summary: 'A new password (8 characters or more)',
        description: secretNote,
        params: Params,
        body: StaffPasswordBody,
        response: { 200: StaffMember, ...refusals },
      },
    },
    async (request) =>
      setStaffSecret(app.db, actor(request), tenantOf(request).slug, Number(request.params.id), {
        password: request.body.password,
      }),
  )

  app.post(
    '/staff/:id/disable',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary: 'Disable a login (not your own): its sessions end at once',
        params: Params,
        body: TokenBody,
        response: { 200: StaffMember, ...refusals },
      },
    },
    async (request) => disableStaff(app.db, actor(request), Number(request.params.id)),
  )

  app.post(
    '/staff/:id/enable',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags,
        summary:
          'Enable a disabled login: it signs in with its password; its PIN is cleared, to be set anew',
        params: Params,
        body: TokenBody,
        response: { 200: StaffMember, ...refusals },
      },
    },
    async (request) => enableStaff(app.db, actor(request), Number(request.params.id)),
  )
}

export default staffRoutes

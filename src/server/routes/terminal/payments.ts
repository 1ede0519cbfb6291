import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { ErrorBody } from '../../../domain/contract/common'
import {
  KioskTerminal,
  TerminalAttempt,
  TerminalPaymentBody,
} from '../../../domain/contract/terminal'
import { actor, sessionOf, tenantOf } from '../../plugins/guards'
import { kioskIdOf, kioskLabel } from '../../security/kioskCookie'
import { cancelPayment, kioskAttempt, startPayment } from '../../services/terminal/attempts'
import { attemptDto } from '../../services/terminal/attemptDto'
import { pairedTerminal, terminalForKiosk } from '../../services/terminal/pairing'
import { pinContext } from '../correctionContext'
import { noBodyIsEmpty, TokenBody } from '../params'

const refusals = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  419: ErrorBody,
  422: ErrorBody,
}

const PaymentParams = Type.Object({
  tenant: Type.String(),
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  }),
})
/** Required here: a payment sent twice must never be two payments. */
const PaymentKey = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }),
})

const terminalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const kioskOf = (request: FastifyRequest, reply: FastifyReply) =>
    kioskIdOf(request, reply, app.config.cookieSecure)

  const terminalOf = (request: FastifyRequest, reply: FastifyReply) => {
    const kiosk = kioskOf(request, reply)
    const university = tenantOf(request).id
    return terminalForKiosk(app.db, app.config.terminal, university, kiosk)
  }

  app.get(
    '/terminal',
    {
      schema: {
        tags: ['card terminal'],
        summary: "The card terminal paired with this kiosk, and the kiosk's short code for pairing",
        response: { 200: KioskTerminal, ...refusals },
      },
    },
    async (request, reply) => {
      const terminal = await terminalOf(request, reply)
      return {
        terminal: terminal
          ? { id: terminal.id, label: terminal.label, adapter: terminal.adapter }
          : null,
        kiosk_code: kioskLabel(kioskOf(request, reply)),
      }
    },
  )

  app.post(
    '/terminal/payments',
    {
      schema: {
        tags: ['card terminal'],
        summary:
          "Send a sale, an upgrade or a refund to the kiosk's card terminal. Checked as the save checks it before the terminal is asked; saved when the terminal approves. Idempotency-Key required.",
        headers: PaymentKey,
        body: TerminalPaymentBody,
        response: { 201: TerminalAttempt, ...refusals, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await terminalOf(request, reply)
      const { attempt, replayed } = await startPayment(
        app.terminal,
        row ? pairedTerminal(row) : null,
        request.body,
        {
          ...actor(request),
          universityName: tenantOf(request).name,
          session: sessionOf(request),
          kiosk: kioskOf(request, reply),
          pin: pinContext(request, app.config.pinTenantLimit),
        },
        request.headers['idempotency-key'],
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send(attempt)
    },
  )

  app.get(
    '/terminal/payments/:id',
    {
      schema: {
        tags: ['card terminal'],
        summary:
          'A payment sent to this kiosk’s terminal, as it stands (poll while waiting or checking)',
        params: PaymentParams,
        response: { 200: TerminalAttempt, ...refusals },
      },
    },
    async (request, reply) => {
      const row = await kioskAttempt(
        app.terminal,
        tenantOf(request).id,
        kioskOf(request, reply),
        request.params.id.toLowerCase(),
      )
      return attemptDto(app.db, row)
    },
  )

  app.post(
    '/terminal/payments/:id/cancel',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        tags: ['card terminal'],
        summary:
          'Cancel a payment on the terminal. Unconfirmed, it is cancelled for the kiosk and flagged for a refund if the terminal approved it after all.',
        params: PaymentParams,
        body: TokenBody,
        response: { 200: TerminalAttempt, ...refusals },
      },
    },
    async (request, reply) => {
      const row = await kioskAttempt(
        app.terminal,
        tenantOf(request).id,
        kioskOf(request, reply),
        request.params.id.toLowerCase(),
      )
      return cancelPayment(app.terminal, row)
    },
  )
}

export default terminalRoutes

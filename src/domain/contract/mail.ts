import Type from 'typebox'

/**
 * A receipt the mail server took (sent), or one in the mail outbox that goes out when the mail
 * server answers (queued); mail_id names it for a resend.
 */
export const SentAnswer = Type.Union([
  Type.Object({ sent: Type.Literal(true), mail_id: Type.Integer() }),
  Type.Object({
    queued: Type.Literal(true),
    mail_id: Type.Integer(),
    waiting_for: Type.Optional(
      Type.Literal('reference', {
        description:
          "the receipt waits for the order's reference from the ordering system (2 minutes at most), not for the mail server",
      }),
    ),
  }),
])
export type SentAnswer = Type.Static<typeof SentAnswer>

export const ResendBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  _token: Type.Optional(Type.String()),
})
export type ResendBody = Type.Static<typeof ResendBody>

export const ConfirmationBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  _token: Type.Optional(Type.String()),
})

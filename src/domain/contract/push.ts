import Type from 'typebox'

/** Delivered with its reference, or queued: the outbox keeps sending and the reference follows. */
export const PushAnswer = Type.Union([
  Type.Object({ pushed: Type.Literal(true), reference: Type.String() }),
  Type.Object({ queued: Type.Literal(true) }),
])
export type PushAnswer = Type.Static<typeof PushAnswer>

export const PushStatus = Type.Object({
  order_id: Type.Integer(),
  status: Type.String({
    description: "'pending', 'delivered', 'failed' (refused by the ordering system) or 'none'",
  }),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
})
export type PushStatus = Type.Static<typeof PushStatus>

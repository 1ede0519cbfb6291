import Type from 'typebox'

export const CheckPinBody = Type.Object({
  pin: Type.String({ maxLength: 32 }),
  _token: Type.Optional(Type.String()),
})
export const CheckPinAnswer = Type.Object({
  pass: Type.Boolean(),
  operator: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String() })),
})
export type CheckPinAnswer = Type.Static<typeof CheckPinAnswer>

export const RedeemBody = Type.Object({
  status: Type.Literal('Close'),
  _token: Type.Optional(Type.String()),
})

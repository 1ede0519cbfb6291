import Type, { type TSchema } from 'typebox'

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** Every refusal carries a message a person can read; validation failures add one list per field. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
})
export type ErrorBody = Type.Static<typeof ErrorBody>

export const ColourSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  value: Type.String({ minLength: 1, maxLength: 30 }),
})

export const Timestamp = Nullable(Type.String())

/** The largest id a PostgreSQL integer column holds; a larger one can only fail in the database. */
export const MAX_ID = 2_147_483_647

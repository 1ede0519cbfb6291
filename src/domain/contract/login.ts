import Type from 'typebox'

export const University = Type.Object({ label: Type.String(), value: Type.String() })
export type University = Type.Static<typeof University>

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  remember: Type.Optional(Type.Boolean()),
  _token: Type.Optional(Type.String()),
})
export type LoginBody = Type.Static<typeof LoginBody>

export interface Credentials {
  email: string
  password: string
  remember: boolean
}

import Type from 'typebox'
import { Nullable, Timestamp } from './common'

export const CustomerExtra = Type.Object({
  customer_id: Type.Integer(),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  dietary: Nullable(Type.String()),
  email: Nullable(Type.String()),
  marketing: Nullable(Type.Boolean()),
  mobile: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  share_alumni_story: Nullable(Type.Boolean()),
  state: Nullable(Type.String()),
  streetname1: Nullable(Type.String()),
  streetname2: Nullable(Type.String()),
  streetname3: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type CustomerExtra = Type.Static<typeof CustomerExtra>

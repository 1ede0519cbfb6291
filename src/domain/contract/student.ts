import Type from 'typebox'
import { CeremonyRef } from './ceremony'
import { Nullable, Timestamp } from './common'
import { CustomerExtra } from './customerExtra'

export const Student = Type.Object({
  id: Type.Integer(),
  student_id: Type.String(),
  title: Nullable(Type.String()),
  name: Type.String(),
  othername: Nullable(Type.String()),
  lastname: Type.String(),
  email: Nullable(Type.String()),
  countrycode: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  award_id: Nullable(Type.String()),
  ceremony_id: Nullable(Type.Integer()),
  ceremony: Nullable(CeremonyRef),
  extra: Nullable(CustomerExtra),
  ges_id: Nullable(Type.String()),
  is_vip: Type.Boolean(),
  is_virtual: Type.Boolean(),
  notify_ticket: Type.Boolean(),
  registered: Type.Boolean(),
  seat: Nullable(Type.String()),
  status: Nullable(Type.String()),
  status_ts: Timestamp,
  student_dob: Nullable(Type.String()),
  ticket_id: Nullable(Type.String()),
  type: Nullable(Type.String()),
  uni_status: Nullable(Type.String()),
  verifies: Nullable(Type.String()),
  last_logon: Timestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp,
})
export type Student = Type.Static<typeof Student>

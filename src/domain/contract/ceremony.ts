import Type from 'typebox'
import { Nullable, Timestamp } from './common'

export const Ceremony = Type.Object({
  id: Type.Integer(),
  code: Nullable(Type.String()),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  name: Type.String(),
  start_hour: Nullable(Type.Integer()),
  start_min: Nullable(Type.Integer()),
  end_hour: Nullable(Type.Integer()),
  end_min: Nullable(Type.Integer()),
  start_meridiem: Nullable(Type.String()),
  end_meridiem: Nullable(Type.String()),
  photography: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  status: Nullable(Type.String()),
  status_ts: Timestamp,
  description: Nullable(Type.String()),
  order_startid: Nullable(Type.Integer()),
  order_endid: Nullable(Type.Integer()),
  ges_id: Nullable(Type.String()),
  ticket_id: Nullable(Type.String()),
  seat_limit: Nullable(Type.Integer()),
  archived_at: Timestamp,
  seat_count: Nullable(Type.Integer()),
})
export type Ceremony = Type.Static<typeof Ceremony>

export const CeremonyRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
})
export type CeremonyRef = Type.Static<typeof CeremonyRef>

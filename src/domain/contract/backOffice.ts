import Type from 'typebox'
import { AUDIT_KIND_NAMES, type AuditKind } from '../backOffice/auditKinds'
import { Nullable } from './common'

/**
 * The back office's API (/{tenant}/admin/api/…). Text fields are loose here on purpose: the
 * rules that give a person a sentence to act on are the importer's and the CLI's, applied by the
 * server, so the web and the files refuse the same things with the same words.
 */
const Text = (maxLength: number) => Type.String({ maxLength })
const Token = { _token: Type.Optional(Type.String()) }

export const AdminCeremony = Type.Object({
  id: Type.Integer(),
  code: Nullable(Type.String()),
  name: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  /** 24-hour 'HH:mm' in the university's time zone, or null when not set. */
  start: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  archived: Type.Boolean(),
  orders: Type.Integer(),
})
export type AdminCeremony = Type.Static<typeof AdminCeremony>

export const CeremonyList = Type.Object({
  ceremonies: Type.Array(AdminCeremony),
  /** The time zone start times are in: the server's, which is the university's (TZ). */
  time_zone: Type.String(),
})
export type CeremonyList = Type.Static<typeof CeremonyList>

export const CeremonyQuery = Type.Object({
  search: Type.Optional(Text(100)),
  archived: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
})
export type CeremonyQuery = Type.Static<typeof CeremonyQuery>

export const CeremonyBody = Type.Object({
  code: Text(1000),
  name: Text(1000),
  date: Text(100),
  start: Type.Optional(Text(100)),
  venue: Type.Optional(Text(1000)),
  ...Token,
})
export type CeremonyFields = Omit<Type.Static<typeof CeremonyBody>, '_token'>

export const StaffRole = Type.Union([Type.Literal('operator'), Type.Literal('manager')])
export type StaffRole = Type.Static<typeof StaffRole>

export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRole,
  active: Type.Boolean(),
  has_pin: Type.Boolean(),
})
export type StaffMember = Type.Static<typeof StaffMember>

export const StaffList = Type.Object({ staff: Type.Array(StaffMember) })
export type StaffList = Type.Static<typeof StaffList>

export const NewStaffBody = Type.Object({
  name: Text(200),
  email: Text(300),
  role: StaffRole,
  password: Text(200),
  pin: Text(50),
  ...Token,
})
export type NewStaff = Omit<Type.Static<typeof NewStaffBody>, '_token'>

export const StaffRoleBody = Type.Object({ role: StaffRole, ...Token })
export const StaffPinBody = Type.Object({ pin: Text(50), ...Token })
export const StaffPasswordBody = Type.Object({ password: Text(200), ...Token })

export const AuditKindName = Type.Union(AUDIT_KIND_NAMES.map((kind) => Type.Literal(kind)))

export const AuditQuery = Type.Object({
  staff: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })),
  kind: Type.Optional(AuditKindName),
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  /** Lines older than this id: the next page. */
  before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
})
/** The schema's union is built from a list, so its static type names the kinds itself. */
export type AuditQuery = Omit<Type.Static<typeof AuditQuery>, 'kind'> & { kind?: AuditKind }

export const AuditPerson = Type.Object({ id: Type.Integer(), name: Type.String() })

export const AuditLine = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  staff: Nullable(AuditPerson),
  kind: Nullable(Type.String()),
  action: Type.String(),
  subject: Nullable(Type.String()),
  details: Type.String(),
})
export type AuditLine = Type.Static<typeof AuditLine>

export const AuditPage = Type.Object({
  lines: Type.Array(AuditLine),
  /** Whether older lines match too (ask again with `before`). */
  more: Type.Boolean(),
  /** Everyone at the university who may appear, for the person filter. */
  people: Type.Array(AuditPerson),
})
export type AuditPage = Type.Static<typeof AuditPage>

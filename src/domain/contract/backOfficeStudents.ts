import Type from 'typebox'
import { Nullable } from './common'

/** The columns of students.csv a manager edits in the back office, as the file names them. */
export const STUDENT_COLUMNS = [
  'student_id',
  'ceremony_code',
  'title',
  'name',
  'othername',
  'lastname',
  'email',
  'countrycode',
  'phone',
  'mobile',
  'streetname1',
  'city',
  'state',
  'postcode',
  'country',
] as const
export type StudentColumn = (typeof STUDENT_COLUMNS)[number]

const Cell = Nullable(Type.String())

export const AdminStudent = Type.Object({
  id: Type.Integer(),
  student_id: Type.String(),
  ceremony_code: Cell,
  ceremony_name: Cell,
  title: Cell,
  name: Type.String(),
  othername: Cell,
  lastname: Type.String(),
  email: Cell,
  countrycode: Cell,
  phone: Cell,
  mobile: Cell,
  streetname1: Cell,
  city: Cell,
  state: Cell,
  postcode: Cell,
  country: Cell,
})
export type AdminStudent = Type.Static<typeof AdminStudent>

export const STUDENT_PAGE_SIZE = 50

export const StudentQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
})
export type StudentQuery = Type.Static<typeof StudentQuery>

export const StudentPage = Type.Object({
  students: Type.Array(AdminStudent),
  /** How many records match, over every page. */
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
})
export type StudentPage = Type.Static<typeof StudentPage>

/** A record's cells as a row of students.csv would hold them; read by the file's rules. */
export const StudentBody = Type.Object({
  ...Object.fromEntries(
    STUDENT_COLUMNS.map((c) => [c, Type.Optional(Type.String({ maxLength: 1000 }))]),
  ),
  _token: Type.Optional(Type.String()),
})
export type StudentFields = Partial<Record<StudentColumn, string>>

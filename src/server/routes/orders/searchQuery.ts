import Type from 'typebox'
import { SEARCH_TYPES } from '../../../domain/contract/search'

const Flag = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
])
const Term = Type.Optional(Type.String({ maxLength: 100 }))
/** Paging: whole numbers as the query string carries them. */
const Count = (pattern: string) => Type.Optional(Type.String({ pattern }))

/** The order search's query string: one field by name, or `type` naming it and `value`. */
export const SearchQuerySchema = Type.Object({
  orderid: Term,
  studentid: Term,
  name: Term,
  phone: Term,
  email: Term,
  /** The lookup screen's own reading: `type` names the field and `value` holds the term. */
  type: Type.Optional(Type.Union(SEARCH_TYPES.map((t) => Type.Literal(t)))),
  value: Term,
  pre: Type.Optional(Flag),
  pos: Type.Optional(Flag),
  preorder: Type.Optional(Flag),
  posorder: Type.Optional(Flag),
  /** At most this many orders (1 to 100, default 100), newest first. */
  limit: Count('^(100|[1-9][0-9]?)$'),
  /** Orders skipped before the page (at most 100,000). */
  offset: Count('^(0|[1-9][0-9]{0,4}|100000)$'),
})

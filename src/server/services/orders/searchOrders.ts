import { and, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm'
import { MAX_ID } from '../../../domain/contract/common'
import type { Order } from '../../../domain/contract/order'
import { SEARCH_TYPES, type SearchType } from '../../../domain/contract/search'
import { phoneSearch } from '../../../domain/e164'
import { offlineNumberTyped, orderIdFromDisplay } from '../../../domain/orderNumber'
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import type { Db } from '../../db/client'
import { containing, startingWith, studentIdIs } from '../../db/like'
import { rowsOf } from '../../db/rows'
import { customers, orders } from '../../db/schema'
import { nameSample } from './nameSample'
import { orderRows, readOrders, withItems } from './orderReader'
import { Refusal } from '../refusal'
import { uncommonPart } from './trigramPart'

type Flag = 'true' | 'false' | '1' | '0'

/** The order search's query, as the route has validated it. */
export type SearchQuery = Partial<Record<SearchType, string>> & {
  /** The lookup screen's own reading: `type` names the field and `value` holds the term. */
  type?: SearchType
  value?: string
  pre?: Flag
  pos?: Flag
  preorder?: Flag
  posorder?: Flag
  /** A page of the results: at most `limit` orders (100 by default) after skipping `offset`. */
  limit?: string
  offset?: string
}

/** Orders answered at most, newest first. */
const LIMIT = 100

/** Shorter terms have no trigram: they match the start of a field, through a prefix index. */
export const TRIGRAM = 3

/**
 * The newest orders a name search of 3+ characters reads first when the planner expects a page of
 * matches among them: the newest orders of a person (orders_person_newest) where the term cannot
 * be inside "POS Customer", else the newest orders of all. A common name (a family's) fills a page
 * from them in a few milliseconds, where the trigram index hands back thousands of matches to
 * sort. A full page found there is exact: the window holds the newest orders it can match, so no
 * older match comes before its matches. A later page short there is read past the window: among
 * the orders of a person where the window was theirs, else as the planner chooses. So is a first
 * page short there, unless the window held so few matches that sorting them from the trigram index
 * is the cheaper read (sortAfterWindow). A rarer name, expected too rarely for the window, is sorted
 * from the trigram index straight away.
 * Phones and emails are a person's own: their few matches always come from the index.
 */
export const RECENT = 5_000

/**
 * Whether the window is worth reading first: the planner expects at least half a page of matches
 * in it. A window read in vain costs about 5 ms on PostgreSQL; the index about 15 µs a match
 * (1,003 matches of `family996` among 1,000,000 orders: 17.5 ms), after a scan of the common
 * trigrams' postings that a window read spares (12–14 ms there).
 */
export function windowFirst(expected: number, universityOrders: number, limit: number): boolean {
  const inWindow = expected * Math.min(1, RECENT / Math.max(universityOrders, 1))
  return inWindow >= limit / 2
}

/** How many orders the planner expects the filter to match: a plan, not a count, so no scan. */
export async function expectedMatches(db: Db, universityId: number, filter: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${orders} WHERE ${orders.universityId} = ${universityId} AND ${filter}`,
  )
  const cell = row?.['QUERY PLAN']
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ]
  return plan[0].Plan['Plan Rows']
}

/**
 * A walked order costs about a tenth of a sorted match: `family996` over 1,116,000 orders sorted
 * its 1,003 matches from the trigram index in 8.3 ms p50 and walked 25,000 orders of a person, the
 * newest first, in 16 ms (PostgreSQL 15, 2 cores).
 */
const WALKS_PER_MATCH = 10

/**
 * After a first page that the window left short, where to find the page: sorted from the trigram
 * index, or walking the newest orders past the window. The window's own count of the matches it
 * held says how dense they are, where the planner had only guessed: sorting reads about `found` ×
 * `universityOrders` / RECENT matches; walking reads about `limit` × RECENT / `found` orders. The
 * planner's guess for a rarer name can be three times its matches (3,009 for 1,003), and walking
 * took such a name twice as long as sorting it.
 */
export function sortAfterWindow(found: number, universityOrders: number, limit: number): boolean {
  if (found === 0) return true
  const sorted = (found * Math.max(universityOrders, RECENT)) / RECENT
  const walked = (limit * RECENT) / found
  return sorted * WALKS_PER_MATCH < walked
}

const flag = (value: string | undefined) => value === undefined || value === 'true' || value === '1'

/** A name that may be common: 3+ characters, which the trigram index serves. */
function isCommonName(
  term: { type: SearchType; value: string } | null,
): term is { type: SearchType; value: string } {
  return term?.type === 'name' && term.value.length >= TRIGRAM
}

/**
 * Whether a name search may pass over the placeholder customer's orders: its term cannot be
 * inside "POS Customer". Only plain ASCII is judged here; other letters' case is the database's.
 */
export function skipsPlaceholders(term: { type: SearchType; value: string } | null): boolean {
  if (!isCommonName(term) || !/^[\x20-\x7e]*$/.test(term.value)) return false
  const placeholder = `${PLACEHOLDER_CUSTOMER.name} ${PLACEHOLDER_CUSTOMER.lastname}`
  return !placeholder.toLowerCase().includes(term.value.toLowerCase())
}

function searchTerm(query: SearchQuery): { type: SearchType; value: string } | null {
  if (query.type && query.value?.trim()) return { type: query.type, value: query.value.trim() }
  for (const type of SEARCH_TYPES) {
    const value = query[type]?.trim()
    if (value) return { type, value }
  }
  return null
}

/**
 * A phone, stored in E.164 (e164.ts): the term read as the start of a number, through the prefix
 * index; digits that may be inside a number, through the trigram index; the term as typed, for a
 * phone stored as typed (the prefix index serves equality too).
 */
function phoneMatch(value: string): SQL {
  const search = phoneSearch(value)
  return or(
    eq(orders.phone, search.exact),
    ...search.prefixes.map((prefix) => like(orders.phone, startingWith(prefix))),
    search.contained === null ? undefined : like(orders.phone, containing(search.contained)),
  )!
}

/**
 * Name or email: anywhere in the field for 3+ characters, at its start for fewer. A name's
 * `part` (trigramPart.ts) is what the index is asked for, and the whole term is then checked on
 * each order it finds, through an expression the index does not serve (else the planner would ask
 * the index for the whole term's trigrams as well).
 */
function textMatch(type: 'name' | 'email', value: string, part?: string): SQL | undefined {
  if (value.length >= TRIGRAM) {
    // The same expressions as the trigram indexes, so the indexes serve them.
    if (type === 'name') {
      const name = sql`(${orders.name} || ' ' || ${orders.lastname})`
      if (!part) return sql`${name} ILIKE ${containing(value)}`
      return sql`${name} ILIKE ${containing(part)} AND (${name} || '') ILIKE ${containing(value)}`
    }
    return ilike(orders.email, containing(value))
  }
  const prefix = startingWith(value.toLowerCase())
  if (type === 'name') {
    return or(
      like(sql`lower(${orders.name})`, prefix),
      like(sql`lower(${orders.lastname})`, prefix),
    )
  }
  return like(sql`lower(${orders.email})`, prefix)
}

function condition(
  db: Db,
  universityId: number,
  type: SearchType,
  value: string,
  part?: string,
): SQL | null {
  switch (type) {
    case 'orderid': {
      // The provisional number a customer was told for a sale made offline finds it once sent.
      const provisional = offlineNumberTyped(value)
      if (provisional) return eq(orders.offlineNumber, provisional)
      const id = orderIdFromDisplay(value)
      // A typed number beyond the integer column matches no order; comparing it would be a database error.
      return id > 0 && id <= MAX_ID ? eq(orders.id, id) : null
    }
    case 'studentid':
      return inArray(
        orders.customerId,
        db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.universityId, universityId), studentIdIs(value))),
      )
    case 'phone':
      return phoneMatch(value)
    default:
      return textMatch(type, value, part) ?? null
  }
}

/**
 * The orders' filter for a search, or null when it can match nothing. `part`: a name's part that
 * the trigram index is asked for (uncommonPart) in the read sorted from that index; the planner's
 * guess of the matches (expectedMatches) is asked of the whole term.
 */
export function searchFilter(
  db: Db,
  universityId: number,
  query: SearchQuery,
  part?: string,
): SQL | null {
  const term = searchTerm(query)
  if (!term) throw new Refusal(422, 'Choose a search type and enter something to search for.')
  const pre = flag(query.pre ?? query.preorder)
  const pos = flag(query.pos ?? query.posorder)
  const match = condition(db, universityId, term.type, term.value, part)
  if (!match || (!pre && !pos)) return null
  const kind = pre && pos ? undefined : eq(orders.isPosOrder, pos)
  return kind ? sql`${match} AND ${kind}` : match
}

export function pageOf(query: SearchQuery): { limit: number; offset: number } {
  return {
    limit: Math.min(Number(query.limit ?? LIMIT) || LIMIT, LIMIT),
    offset: Number(query.offset ?? 0),
  }
}

/** Orders of one university matching one search field; pre and pos choose web and kiosk orders. */
export async function searchOrders(
  db: Db,
  universityId: number,
  query: SearchQuery,
): Promise<Order[]> {
  const filter = searchFilter(db, universityId, query)
  if (!filter) return []
  const { limit, offset } = pageOf(query)
  const term = searchTerm(query)
  if (!isCommonName(term)) return readOrders(db, universityId, filter, limit, offset)
  // A name the planner expects to fill a page among the newest orders is looked for there first.
  // Two independent plans: on PostgreSQL they go out on two connections at once.
  const [expected, universityOrders] = await Promise.all([
    expectedMatches(db, universityId, filter),
    expectedMatches(db, universityId, sql`TRUE`),
  ])
  // Among a person's orders, where the term cannot match the placeholder's.
  const persons = skipsPlaceholders(term)
  let walk = false
  if (windowFirst(expected, universityOrders, limit)) {
    const window = { recent: RECENT, persons }
    const rows = await orderRows(db, universityId, filter, limit, offset, window)
    if (rows.length === limit) return withItems(db, rows)
    // A later page of a common name walks the orders of a person past the window; so does a first
    // page when the window held enough of its matches to make walking the cheaper read.
    walk = offset > 0 || !sortAfterWindow(rows.length, universityOrders, limit)
  }
  // Fewer matches expected: sorted from the trigram index, whatever the newest orders hold. Left
  // to walk the newest orders, the planner read past every express and stage sale of the day.
  const rest = walk ? { persons, sortMatches: persons } : { sortMatches: true }
  // A rarer name's matches come from the trigram index: it is asked for the term's uncommon part,
  // where the rest of the term is in many orders.
  const part = walk ? null : uncommonPart(term.value, await nameSample(db))
  const indexed = part ? searchFilter(db, universityId, query, part)! : filter
  const rows = await orderRows(db, universityId, indexed, limit, offset, rest)
  return withItems(db, rows)
}

import { eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { MAX_ID } from '../../domain/contract/common'
import type { Order } from '../../domain/contract/entities'
import { SEARCH_TYPES, type SearchType } from '../../domain/contract/requests'
import { orderIdFromDisplay } from '../../domain/orderNumber'
import type { Db } from '../db/client'
import { containing, studentIdIs } from '../db/like'
import { customers, orders } from '../db/schema'
import { readOrders } from './orderReader'
import { Refusal } from './refusal'

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
}

/** Orders answered at most, newest first. */
const LIMIT = 100

const flag = (value: string | undefined) => value === undefined || value === 'true' || value === '1'

function searchTerm(query: SearchQuery): { type: SearchType; value: string } | null {
  if (query.type && query.value?.trim()) return { type: query.type, value: query.value.trim() }
  for (const type of SEARCH_TYPES) {
    const value = query[type]?.trim()
    if (value) return { type, value }
  }
  return null
}

function condition(db: Db, type: SearchType, value: string): SQL | null {
  switch (type) {
    case 'orderid': {
      const id = orderIdFromDisplay(value)
      // A typed number beyond the integer column matches no order; comparing it would be a database error.
      return id > 0 && id <= MAX_ID ? eq(orders.id, id) : null
    }
    case 'studentid':
      return inArray(
        orders.customerId,
        db.select({ id: customers.id }).from(customers).where(studentIdIs(value)),
      )
    case 'name':
      // The same expression as the trigram index, so the index serves it.
      return sql`(${orders.name} || ' ' || ${orders.lastname}) ILIKE ${containing(value)}`
    case 'phone':
      return ilike(orders.phone, containing(value))
    case 'email':
      return ilike(orders.email, containing(value))
  }
}

/** Orders of one university matching one search field; pre and pos choose web and kiosk orders. */
export async function searchOrders(
  db: Db,
  universityId: number,
  query: SearchQuery,
): Promise<Order[]> {
  const term = searchTerm(query)
  if (!term) throw new Refusal(422, 'Choose a search type and enter something to search for.')
  const pre = flag(query.pre ?? query.preorder)
  const pos = flag(query.pos ?? query.posorder)
  const match = condition(db, term.type, term.value)
  if (!match || (!pre && !pos)) return []
  const kind = pre && pos ? undefined : eq(orders.isPosOrder, pos)
  return readOrders(db, universityId, kind ? sql`${match} AND ${kind}` : match, LIMIT)
}

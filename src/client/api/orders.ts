import type { Order } from '../../domain/contract/order'
import type { VoidBody } from '../../domain/contract/corrections'
import type { SentAnswer } from '../../domain/contract/mail'
import type { PushAnswer } from '../../domain/contract/push'
import type { OrderPayload } from '../../domain/contract/requests'
import type { SearchType } from '../../domain/contract/search'
import type { SWRConfiguration } from 'swr'
import useSWRInfinite from 'swr/infinite'
import { api, tenantPath } from '../transport/http'

export interface OrderSearch {
  type: SearchType
  value: string
  pre: boolean
  pos: boolean
}

/** Orders a page of the lookup's results holds; MORE asks for the next page. */
export const SEARCH_PAGE = 25

export interface SearchPage {
  limit: number
  offset: number
}

export function searchOrders(search: OrderSearch, page?: SearchPage): Promise<Order[]> {
  const query = new URLSearchParams({
    [search.type]: search.value.trim(),
    pre: String(search.pre),
    pos: String(search.pos),
    ...(page ? { limit: String(page.limit), offset: String(page.offset) } : {}),
  })
  return api.get<Order[]>(`/orders?${query.toString()}`)
}

export function saveOrder(payload: OrderPayload, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/orders', payload, { 'Idempotency-Key': idempotencyKey })
}

/** Voids a sale with a manager's PIN; the same key again answers the same void, never a second. */
export function voidOrder(orderId: number, body: VoidBody, idempotencyKey: string): Promise<Order> {
  return api.post<Order>(`/orders/${orderId}/void`, body, { 'Idempotency-Key': idempotencyKey })
}

export function sendOrderConfirmation(orderId: number, email: string): Promise<SentAnswer> {
  return api.post<SentAnswer>(`/orders/${orderId}/confirmation`, { email })
}

export function pushOrder(orderId: number): Promise<PushAnswer> {
  return api.post<PushAnswer>(`/ges/orders/${orderId}`)
}

/**
 * The answer to a lookup search, page by page (newest first), keyed by the query and which press
 * of Search sent it: pressing Search asks the server again, while coming back to the lookup shows
 * the last answer as it was. setSize(size + 1) fetches the next page only; a short page is the last.
 */
export function useOrderSearch(
  query: (OrderSearch & { submitted: number }) | null,
  handlers: Pick<SWRConfiguration<Order[][]>, 'onSuccess' | 'onError'>,
) {
  return useSWRInfinite(
    (index: number, previous: Order[] | null) =>
      query && !(previous && previous.length < SEARCH_PAGE)
        ? ([tenantPath('/orders'), query, index] as const)
        : null,
    ([, search, index]: readonly [string, OrderSearch, number]) =>
      searchOrders(search, { limit: SEARCH_PAGE, offset: index * SEARCH_PAGE }),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      ...handlers,
    },
  )
}

import type { Order } from '../../domain/contract/entities'
import type {
  OrderPayload,
  PushAnswer,
  SearchType,
  SentAnswer,
} from '../../domain/contract/requests'
import useSWR, { type SWRConfiguration } from 'swr'
import { api, tenantPath } from './http'

export interface OrderSearch {
  type: SearchType
  value: string
  pre: boolean
  pos: boolean
}

export function searchOrders(search: OrderSearch): Promise<Order[]> {
  const query = new URLSearchParams({
    [search.type]: search.value.trim(),
    pre: String(search.pre),
    pos: String(search.pos),
  })
  return api.get<Order[]>(`/orders?${query.toString()}`)
}

export function saveOrder(payload: OrderPayload, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/orders', payload, { 'Idempotency-Key': idempotencyKey })
}

export function sendOrderConfirmation(orderId: number, email: string): Promise<SentAnswer> {
  return api.post<SentAnswer>(`/orders/${orderId}/confirmation`, { email })
}

export function pushOrder(orderId: number): Promise<PushAnswer> {
  return api.post<PushAnswer>(`/ges/orders/${orderId}`)
}

/**
 * The answer to a lookup search, keyed by the query and which press of Search sent it: pressing
 * Search asks the server again, while coming back to the lookup shows the last answer as it was.
 */
export function useOrderSearch(
  query: (OrderSearch & { submitted: number }) | null,
  handlers: Pick<SWRConfiguration<Order[]>, 'onSuccess' | 'onError'>,
) {
  return useSWR(
    query ? [tenantPath('/orders'), query] : null,
    ([, search]: [string, OrderSearch]) => searchOrders(search),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      ...handlers,
    },
  )
}

import type { Order } from '../../domain/contract/entities'
import type {
  OrderPayload,
  PushAnswer,
  SearchType,
  SentAnswer,
} from '../../domain/contract/requests'
import { api } from './http'

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

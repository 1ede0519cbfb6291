import type { Order } from '../../domain/contract/entities'
import type { OrderPayload, SearchType } from '../../domain/contract/requests'
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

export function sendOrderConfirmation(orderId: number, email: string): Promise<{ sent: true }> {
  return api.post<{ sent: true }>(`/orders/${orderId}/confirmation`, { email })
}

export function pushOrder(orderId: number): Promise<{ pushed: true; reference: string }> {
  return api.post<{ pushed: true; reference: string }>(`/ges/orders/${orderId}`)
}

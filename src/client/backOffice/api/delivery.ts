import useSWR from 'swr'
import type {
  DeliveryCounts,
  DeliveryHealth,
  DeliveryResend,
  ResendAnswer,
  RetryAnswer,
} from '../../../domain/contract/backOfficeDelivery'
import { api, tenantPath } from '../../transport/http'

export const deliveryKey = () => tenantPath('/admin/api/delivery')
export const deliveryCountsKey = () => tenantPath('/admin/api/delivery/counts')

export const fetchDelivery = () => api.get<DeliveryHealth>('/admin/api/delivery')
export const fetchDeliveryCounts = () => api.get<DeliveryCounts>('/admin/api/delivery/counts')

export const retryAllDeliveries = () => api.post<RetryAnswer>('/admin/api/delivery/retry')

export const retryDelivery = (channel: 'receipts' | 'pushes', id: number) =>
  api.post<RetryAnswer>(`/admin/api/delivery/${channel}/${id}/retry`)

export const resendReceipt = (id: number, resend: DeliveryResend) =>
  api.post<ResendAnswer>(`/admin/api/delivery/receipts/${id}/resend`, resend)

/** Refreshed every few seconds while open, so a retried row is seen leaving the list. */
export function useDelivery() {
  return useSWR(deliveryKey(), fetchDelivery, { refreshInterval: 5000 })
}

/** The frame's counts: every page of the back office shows them. */
export function useDeliveryCounts() {
  return useSWR(deliveryCountsKey(), fetchDeliveryCounts, { refreshInterval: 30_000 })
}

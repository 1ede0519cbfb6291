import type { TakingsReport } from '../../domain/contract/report'
import type { SentAnswer } from '../../domain/contract/mail'
import type { CheckPinAnswer } from '../../domain/contract/pin'
import { api, tenantPath } from '../transport/http'

/** The report's query as the page's URL carries it, so a report can be reopened and shared. */
export type ReportSearch = Record<string, string>

export const toQuery = (search: ReportSearch) => new URLSearchParams(search).toString()

export const fetchTakings = (search: ReportSearch) =>
  api.get<TakingsReport>(`/reports/takings?${toQuery(search)}`)

export const csvHref = (kind: 'orders' | 'order-items', search: ReportSearch) =>
  tenantPath(`/reports/${kind}.csv?${toQuery(search)}`)

export const checkManagerPin = (pin: string) => api.post<CheckPinAnswer>('/checkpin', { pin })

export const pushOrder = (orderId: number) =>
  api.post<{ reference?: string; queued?: boolean }>(`/ges/orders/${orderId}`, {})

export const resendMail = (mailId: number, to: string) =>
  api.post<SentAnswer>(`/mail/${mailId}/resend`, { email: to })

import useSWR from 'swr'
import type {
  NewStaff,
  StaffList,
  StaffMember,
  StaffRole,
} from '../../../domain/contract/backOffice'
import { api, tenantPath } from '../../transport/http'

export const staffKey = () => tenantPath('/admin/api/staff')

export const fetchStaff = () => api.get<StaffList>('/admin/api/staff')

export const addStaff = (person: NewStaff) => api.post<StaffMember>('/admin/api/staff', person)

export const setStaffRole = (id: number, role: StaffRole) =>
  api.put<StaffMember>(`/admin/api/staff/${id}/role`, { role })

/** A new PIN or password: sent once, never read back. */
export const setStaffSecret = (id: number, secret: { pin: string } | { password: string }) =>
  api.put<StaffMember>(`/admin/api/staff/${id}/${'pin' in secret ? 'pin' : 'password'}`, secret)

export const disableStaff = (id: number) => api.post<StaffMember>(`/admin/api/staff/${id}/disable`)

/** Enabled again with their password; the server clears their PIN, to be set anew. */
export const enableStaff = (id: number) => api.post<StaffMember>(`/admin/api/staff/${id}/enable`)

export function useStaff() {
  return useSWR(staffKey(), fetchStaff)
}

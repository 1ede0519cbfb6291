import useSWR from 'swr'
import type {
  AdminStudent,
  StudentFields,
  StudentPage,
} from '../../../domain/contract/backOfficeStudents'
import { api, tenantPath } from '../../transport/http'

const query = (search: string, page: number) => {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const studentsKey = (search: string, page: number) =>
  tenantPath(`/admin/api/students${query(search, page)}`)

export const fetchStudents = (search: string, page: number) =>
  api.get<StudentPage>(`/admin/api/students${query(search, page)}`)

export const saveStudent = (id: number, fields: StudentFields) =>
  api.put<AdminStudent>(`/admin/api/students/${id}`, fields)

export function useStudents(search: string, page: number) {
  return useSWR(studentsKey(search, page), () => fetchStudents(search, page), {
    keepPreviousData: true,
  })
}

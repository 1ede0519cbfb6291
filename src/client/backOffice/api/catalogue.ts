import useSWR from 'swr'
import type {
  AdminCatalogue,
  AdminStock,
  CountFields,
  StockFields,
} from '../../../domain/contract/backOfficeCatalogue'
import { api, tenantPath } from '../../transport/http'

export const catalogueKey = () => tenantPath('/admin/api/catalogue')

export const fetchCatalogue = () => api.get<AdminCatalogue>('/admin/api/catalogue')

export const saveStock = (id: number, fields: StockFields) =>
  api.put<AdminStock>(`/admin/api/catalogue/${id}`, fields)

export const setStockCount = (id: number, count: CountFields) =>
  api.put<AdminStock>(`/admin/api/catalogue/${id}/count`, count)

/** The file as picked, sent raw with its type: the server checks its bytes. */
export const uploadPicture = (id: number, file: Blob) =>
  api.put<AdminStock>(`/admin/api/catalogue/${id}/picture`, file)

export function useCatalogue() {
  return useSWR(catalogueKey(), fetchCatalogue)
}

import useSWR from 'swr'
import type { University } from '../../domain/contract/login'
import { request } from '../transport/http'

export const universitiesKey = '/universities'

export function fetchUniversities(): Promise<University[]> {
  return request<University[]>('GET', universitiesKey)
}

export function useUniversities(fallbackData: University[]) {
  return useSWR(universitiesKey, fetchUniversities, { fallbackData, revalidateOnFocus: false })
}

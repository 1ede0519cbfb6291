export const SEARCH_TYPES = ['orderid', 'studentid', 'name', 'phone', 'email'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

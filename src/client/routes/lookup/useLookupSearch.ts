import { useOrderSearch, type OrderSearch } from '../../api/orders'
import * as lookup from '../../stores/lookup'
import { useLinkedOrder } from './useLinkedOrder'

/** The lookup's order search, pages and all, including the one a `lookup?orderid=` link asks for. */
export function useLookupSearch(query: (OrderSearch & { submitted: number }) | null) {
  const linked = useLinkedOrder()
  const orders = useOrderSearch(query, {
    onSuccess: (pages) => {
      lookup.searchHandlers.onSuccess(pages)
      linked.onFound(pages.flat())
    },
    onError: lookup.searchHandlers.onError,
  })
  return { orders, formKey: linked.formKey }
}

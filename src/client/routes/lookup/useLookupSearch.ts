import { useOrderSearch, type OrderSearch } from '../../api/orders'
import { searchHandlers } from '../../stores/lookupAnswers'
import { useLinkedOrder } from './useLinkedOrder'

/** The lookup's order search, pages and all, including the one a `lookup?orderid=` link asks for. */
export function useLookupSearch(query: (OrderSearch & { submitted: number }) | null) {
  const linked = useLinkedOrder()
  const orders = useOrderSearch(query, {
    onSuccess: (pages) => {
      searchHandlers.onSuccess(pages)
      linked.onFound(pages.flat())
    },
    onError: searchHandlers.onError,
  })
  return { orders, formKey: linked.formKey }
}

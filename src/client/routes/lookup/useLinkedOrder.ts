import { useEffect, useRef } from 'react'
import { useSearch } from 'wouter'
import type { Order } from '../../../domain/contract/order'
import * as lookup from '../../stores/lookup'
import { DEFAULT_SEARCH } from '../../stores/upgrade'
import { useGo } from '../navigation'

/** The order number a link to the lookup names (`lookup?orderid=…`), or null. */
export function useLinkedOrderId(): string | null {
  return new URLSearchParams(useSearch()).get('orderid')
}

/**
 * A link to `lookup?orderid=…` (the takings report's order list) searches for that order once,
 * then drops the query from the address so Back and a later visit start a plain lookup. Gives
 * `onFound`, which opens the order when the search's answer holds it alone, and a `formKey` that
 * changes with the linked search, so the lookup's form is drawn again showing the number.
 */
export function useLinkedOrder(): { onFound: (orders: Order[]) => void; formKey: string } {
  const orderId = useLinkedOrderId()
  const go = useGo()
  const linked = useRef(false)
  useEffect(() => {
    if (!orderId) return
    linked.current = true
    lookup.searchFor({ ...DEFAULT_SEARCH, type: 'orderid', keyword: orderId })
    go('lookup', { replace: true })
  }, [orderId, go])
  const onFound = (orders: Order[]) => {
    if (!linked.current) return
    linked.current = false
    if (orders.length === 1) lookup.seeOrder(orders[0]!.id)
  }
  // The key changes as the query leaves the address, after the search was set: the form drawn
  // again then starts from it.
  return { onFound, formKey: orderId ?? '' }
}

import type { Order } from '../../domain/contract/order'
import { MESSAGES } from '../../domain/messages'
import { SEARCH_PAGE } from '../api/orders'
import { isUnreachable } from '../offline/keptData'
import { upgrade } from './upgrade'

/** An answer arrived: it replaces the results, and the order shown stays shown if it is among them. */
export function showResults(orders: Order[]) {
  const shown = upgrade.selectedOrder?.id
  upgrade.results = structuredClone(orders)
  const again = orders.find((o) => o.id === shown)
  upgrade.selectedOrder = again ? structuredClone(again) : null
}

/**
 * The pages of an answer arrived: a new search replaces the results; a further page (MORE) is
 * added below them, leaving the orders already shown (and redeems made on them) as they are.
 */
export function showPages(pages: Order[][]) {
  const fresh = pages.slice(upgrade.pagesShown).flat()
  if (upgrade.pagesShown === 0 || !upgrade.results) showResults(fresh)
  else {
    const known = new Set(upgrade.results.map((o) => o.id))
    upgrade.results.push(...structuredClone(fresh.filter((o) => !known.has(o.id))))
  }
  upgrade.pagesShown = pages.length
  upgrade.moreResults = (pages.at(-1)?.length ?? 0) >= SEARCH_PAGE
}

export function searchFailed(error: unknown) {
  console.error('Order search failed', error)
  upgrade.results = null
  upgrade.pagesShown = 0
  upgrade.moreResults = false
  upgrade.selectedOrder = null
  // A network cut is said as such: the operator waits for it, not for a fault to be fixed.
  upgrade.searchError = isUnreachable(error) ? MESSAGES.lookupOffline : MESSAGES.lookupFailed
}

/** What the lookup's search does with its answers. */
export const searchHandlers = { onSuccess: showPages, onError: searchFailed }

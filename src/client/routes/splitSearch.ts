import type { BaseLocationHook, BaseSearchHook } from 'wouter'

/**
 * The kiosk's routes live in the URL's hash, and a link may carry a query there too
 * (`#/lookup?orderid=…`, as the takings report links an order). wouter matches paths only, so
 * this splits a location hook's path from its query: `/lookup` matches, and `useSearch()` reads
 * `orderid`. Stories' in-memory locations are split the same way.
 */
export function splitSearch(hook: BaseLocationHook) {
  const location: BaseLocationHook = (...args) => {
    const [path, navigate] = hook(...args)
    return [path.split('?')[0]!, navigate]
  }
  const search: BaseSearchHook = () => hook()[0].split('?')[1] ?? ''
  return { location, search }
}

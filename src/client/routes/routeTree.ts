import type { View } from './views'

/** One route: its path under its parent's, what it shows and the routes under it. */
export interface RouteEntry {
  /** The name navigation goes by (useGo); a path that only groups others has none. */
  readonly name?: string
  readonly path: string
  readonly view?: View
  readonly routes?: readonly RouteEntry[]
  /** Where a path under this one that none of its routes matches goes, by name. */
  readonly otherwise?: string
  /** Run on entering the path (and again only after leaving it). */
  readonly onEnter?: () => void
  /**
   * null: nothing takes the route's place while its chunk is on its way, so the page it opens over
   * stays in view. Without it the app's RouteFallback replaces the page meanwhile.
   */
  readonly whileLoading?: null
}

/** A named route, as one row of the table. */
export function route<
  const N extends string,
  const More extends Omit<RouteEntry, 'name' | 'path' | 'view'>,
>(name: N, path: string, view: View, more?: More): { name: N; path: string; view: View } & More {
  return { name, path, view, ...(more as More) }
}

type NamesIn<R> = R extends readonly (infer E)[] ? NamesOf<E> : never
/** The names of a table's routes, at every depth. */
export type NamesOf<E> =
  | (E extends { readonly name: infer N extends string } ? N : never)
  | (E extends { readonly routes: infer R } ? NamesIn<R> : never)

/** A path under its parent's: '/' under '/lookup' is '/lookup' itself. */
const under = (parent: string, path: string) => (path === '/' ? parent || '/' : parent + path)

/** Every named route's whole hash path. */
export function pathsOf(table: RouteEntry, parent = ''): Record<string, string> {
  const path = under(parent, table.path)
  const own = table.name ? { [table.name]: path } : {}
  return Object.assign(own, ...(table.routes ?? []).map((entry) => pathsOf(entry, path)))
}

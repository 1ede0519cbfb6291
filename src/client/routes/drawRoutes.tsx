import { createElement, Suspense, useEffect, type ReactNode } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import type { RouteEntry } from './routeTree'

/**
 * The wouter routes of a table: a route with routes under it is nested (its routes match the rest
 * of the path), the first route that matches is shown, and a path none matches goes to the
 * table's `otherwise`. Elements are passed to Switch as arguments rather than an array, so they
 * need no keys: moving between two routes of one Switch keeps what they share mounted.
 */
export function drawRoutes(table: RouteEntry, paths: Readonly<Record<string, string>>): ReactNode {
  const routes = (table.routes ?? []).map((entry) => {
    const under = entry.routes ? drawRoutes(entry, paths) : undefined
    let shown = entry.view ? entry.view(under) : under
    if (entry.onEnter) shown = <OnEnter run={entry.onEnter}>{shown}</OnEnter>
    if (entry.whileLoading !== undefined)
      shown = <Suspense fallback={entry.whileLoading}>{shown}</Suspense>
    return createElement(Route, { path: entry.path, nest: Boolean(entry.routes) }, shown)
  })
  if (table.otherwise) {
    const to = `~${paths[table.otherwise]}`
    routes.push(createElement(Route, null, <Redirect to={to} replace />))
  }
  return createElement(Switch, null, ...routes)
}

function OnEnter({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run])
  return children
}

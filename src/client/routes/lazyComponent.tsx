import { lazy, useState, type ComponentType } from 'react'

/** A component loaded on first use, with `preload` to fetch it before it is needed. */
export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element
  preload: () => Promise<unknown>
}

/**
 * React.lazy suspends at least once per component, even when its module is already in memory: a
 * screen preloaded after the first paint is rendered directly instead, so a tap never shows the
 * Suspense fallback. Which of the two a mount uses is fixed for its lifetime (switching would
 * remount it and lose its state).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null // e.g. offline before the precache: the next preload tries again
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  Preloadable.preload = preload
  return Preloadable
}

import type { ComponentProps, ComponentType, ReactNode } from 'react'
import { lazyComponent } from './lazyComponent'

/** What a route shows, given the routes under it (drawn over it, as the store's steps are). */
export type View = (steps: ReactNode) => ReactNode

/** A component of the first JavaScript, shown as it is. */
export function shown(Component: ComponentType): View {
  return () => <Component />
}

type ComponentNames<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never
}[keyof M]

/** The props a view gives its component: the table's own, and the routes under it as `steps`. */
type TableProps<C> = C extends ComponentType<infer P> ? Omit<P, 'steps'> : never
/** A component that needs no props from the table is named alone. */
type PropsArgument<P> = object extends P ? [props?: P] : [props: P]

/**
 * Route components that come in one chunk of their own, fetched the first time one of them is
 * shown or when `preload` is called. Every view of the chunk is drawn through one boundary
 * (lazyComponent), so once the chunk is in memory the next step is drawn at once, never through a
 * Suspense fallback.
 */
export function viewChunk<M extends object>(load: () => Promise<M>) {
  type Draw = { draw: (module: M) => ReactNode }
  const Boundary = lazyComponent<Draw>(() =>
    load().then(
      (module) =>
        function Drawn({ draw }: Draw) {
          return <>{draw(module)}</>
        },
    ),
  )
  return {
    preload: Boundary.preload,
    view<K extends ComponentNames<M>>(name: K, ...[props]: PropsArgument<TableProps<M[K]>>): View {
      return (steps) => (
        <Boundary
          draw={(module) => {
            const Component = module[name] as ComponentType<Record<string, unknown>>
            const given = props as ComponentProps<typeof Component>
            return <Component {...given} {...(steps === undefined ? {} : { steps })} />
          }}
        />
      )
    },
  }
}

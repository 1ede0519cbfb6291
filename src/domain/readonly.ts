/**
 * What a component may read but never change: the shape of a valtio snapshot or a frozen fixture.
 * Pure screens take their data in this form so a route can pass a store snapshot straight down.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

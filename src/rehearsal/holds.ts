/**
 * The modes a day's faults hold a service in. Faults overlap (mail down at 00:33, hanging from
 * 00:35): the worst mode held wins, and the service is up again only when the last is released.
 * Setting a mode and restoring "up" at each fault's end would bring the service back while the
 * second fault still runs, and its end would then cut connections that were passing mail.
 */
export function holds<M extends string>(
  worstFirst: readonly M[],
  up: M,
  apply: (mode: M) => void,
): (mode: M) => () => void {
  const held: M[] = []
  const current = () => worstFirst.find((mode) => held.includes(mode)) ?? up
  return (mode) => {
    const before = current()
    held.push(mode)
    if (current() !== before) apply(current())
    let released = false
    return () => {
      if (released) return
      released = true
      const was = current()
      held.splice(held.indexOf(mode), 1)
      if (current() !== was) apply(current())
    }
  }
}

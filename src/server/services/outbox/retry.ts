/**
 * The wait before retry number `attempts` (from 1): base doubling per attempt up to `maxMs`, then
 * jittered to between half and all of that, so that rows which failed together (every receipt of
 * a mail outage) do not all come back in the same second.
 */
export function backoff(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** The value of `work`, or `fallback` once `ms` have passed (the work itself goes on). */
export async function within<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Rejects with `error` once `ms` have passed, for an attempt that must not hang. */
export async function deadline<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Half of a surrogate pair, which no UTF-8 text can hold. */
const HALF_PAIR = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** NUL and half surrogate pairs: PostgreSQL text and jsonb cannot hold them. */
const unstorable = (text: string) => text.includes('\u0000') || HALF_PAIR.test(text)

/** Walks the parsed input without recursion, so no nesting depth can overflow the stack. */
export function hasUnstorableText(...values: unknown[]): boolean {
  const pending = [...values]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (unstorable(value)) return true
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (unstorable(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
}

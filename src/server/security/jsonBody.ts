/** Deeper than any body the kiosk sends (an order is four levels); deeper is a crafted request. */
export const MAX_JSON_DEPTH = 32

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** A body refused with a 400 and a sentence saying exactly why. */
export class BodyRefusal extends Error {
  readonly statusCode = 400
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The deepest nesting of a JSON text, read from its brackets outside strings: walking the parsed
 * value (or a JSON.parse reviver) would recurse as deep as the body and could overflow the stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth)
    else if (c === '}' || c === ']') depth--
  }
  return deepest
}

/** The first forbidden key anywhere in a value already known to be shallow. */
function forbiddenKey(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null
  if (!Array.isArray(value)) {
    const key = Object.keys(value).find((k) => FORBIDDEN_KEYS.has(k))
    if (key) return key
  }
  for (const child of Object.values(value)) {
    const key = forbiddenKey(child)
    if (key) return key
  }
  return null
}

/**
 * Parses a JSON body, refusing what is valid JSON but must not reach the routes: nesting deeper
 * than MAX_JSON_DEPTH, and keys (__proto__, constructor, prototype) that could reach an object's
 * prototype once merged. Each refusal says exactly that, not "not valid JSON".
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    throw new BodyRefusal(
      'FST_ERR_CTP_EMPTY_JSON_BODY',
      'The request body is empty; send {} when there is nothing to say.',
    )
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BodyRefusal('FST_ERR_CTP_INVALID_JSON_BODY', 'The request body is not valid JSON.')
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new BodyRefusal(
      'POS_JSON_TOO_DEEP',
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep, which no form of this kiosk sends.`,
    )
  }
  const key = forbiddenKey(value)
  if (key) {
    throw new BodyRefusal(
      'POS_JSON_FORBIDDEN_KEY',
      `The request body may not contain a field named "${key}".`,
    )
  }
  return value
}

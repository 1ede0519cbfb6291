/** Messages per field, as a 422 answer carries them. */
export type FieldErrors = Record<string, string[]>

/** A rule's answer: the value, or why not (the first message leads, every field is listed). */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors }

export function accepted<T>(value: T): Checked<T> {
  return { ok: true, value }
}

/** Refused when any field has a message; else the value. */
export function checked<T>(errors: FieldErrors, value: () => T): Checked<T> {
  const first = Object.values(errors)[0]?.[0]
  return first ? { ok: false, message: first, errors } : accepted(value())
}

/** Field messages of a rule keyed by its own field names, under a prefix ('address.'). */
export function asFieldErrors(
  problems: Record<string, string | undefined>,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, message] of Object.entries(problems)) {
    if (message) errors[`${prefix}${field}`] = [message]
  }
  return errors
}

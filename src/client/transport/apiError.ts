export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** True when the message is the server's own words rather than the kiosk's. */
    readonly fromServer = false,
    /** How long the server asked to wait before trying again (its Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** The server's message when it sent one, else the screen's own words. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback
}

/** Every distinct message of a refusal (the per-field ones when the server gave them). */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError && error.errors) {
    const all = Object.values(error.errors).flat()
    if (all.length) return [...new Set(all)]
  }
  return [error instanceof Error ? error.message : String(error)]
}

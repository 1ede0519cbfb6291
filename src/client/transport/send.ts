import { ApiError } from './apiError'

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
  /** A 419 fetches a fresh token and tries once more, unless this is false. */
  retryOn419?: boolean
  /** A background call (keeping data for offline use): no spinner, no progress bar. */
  quiet?: boolean
  /** A GET whose answer is held in memory (heldAnswers.ts): unchanged, the same value again. */
  reuseUnchanged?: boolean
}

export async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text()
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return { json: undefined, text }
  try {
    return { json: JSON.parse(text), text }
  } catch {
    return { json: undefined, text }
  }
}

/** Long enough for a slow network, short enough that a dead one does not hold the kiosk. */
export const REQUEST_TIMEOUT_MS = 20_000

/** One fetch with the kiosk's headers and timeout; no answer at all is an ApiError of status 0. */
export async function send(
  method: string,
  url: string,
  options: RequestOptions,
  csrfToken: string | null,
): Promise<Response> {
  // A file (a stock's picture) goes as it is, with its own type; everything else as JSON.
  const file = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(csrfToken ? { 'X-CSRF-TOKEN': csrfToken } : {}),
    ...(options.body !== undefined
      ? { 'Content-Type': file ? file.type || 'application/octet-stream' : 'application/json' }
      : {}),
    ...options.headers,
  }
  try {
    return await fetch(url, {
      method,
      headers,
      // A tag sent by the kiosk itself: its 304 comes to the kiosk, not to the browser's cache.
      ...(headers['If-None-Match'] ? { cache: 'no-store' as const } : {}),
      credentials: 'same-origin',
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(
        0,
        'The server did not answer in time. Check the connection and try again.',
      )
    }
    throw new ApiError(0, 'The server could not be reached. Check the connection and try again.')
  }
}

import type { ErrorBody } from '../../domain/contract/common'
import { beginActivity, endActivity, showRawResponse } from '../stores/ui'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** True when the message is the server's own words rather than the kiosk's. */
    readonly fromServer = false,
  ) {
    super(message)
  }
}

const config = { tenant: '', csrfToken: null as string | null }

export function configureHttp(next: { tenant?: string; csrfToken?: string | null }) {
  if (next.tenant !== undefined) config.tenant = next.tenant
  if (next.csrfToken !== undefined) config.csrfToken = next.csrfToken
}

/** Every API path starts with the university. */
export function tenantPath(path: string): string {
  return `/${config.tenant}${path}`
}

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
  /** A 419 fetches a fresh token and tries once more, unless this is false. */
  retryOn419?: boolean
  /** A background call (keeping data for offline use): no spinner, no progress bar. */
  quiet?: boolean
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
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

async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(config.csrfToken ? { 'X-CSRF-TOKEN': config.csrfToken } : {}),
    ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  }
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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

export async function refreshCsrfToken(): Promise<string> {
  const response = await send('GET', tenantPath('/csrf'), {})
  const { json } = await readBody(response)
  const token = (json as { token?: string } | undefined)?.token
  if (!response.ok || !token)
    throw new ApiError(response.status, 'Could not renew the security token.')
  configureHttp({ csrfToken: token })
  return token
}

/**
 * One JSON call: marks the kiosk busy while it runs, retries once with a fresh CSRF token after a
 * 419, and turns a refusal into an ApiError carrying the server's message. An answer that is not
 * JSON at all (a proxy error page, say) is shown raw, as it may be the only clue to what happened.
 */
export async function request<T>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  if (!options.quiet) beginActivity()
  let ok = false
  try {
    let response = await send(method, url, options)
    if (response.status === 419 && options.retryOn419 !== false) {
      await refreshCsrfToken()
      response = await send(method, url, options)
    }
    if (response.status === 204) {
      ok = true
      return undefined as T
    }
    const { json, text } = await readBody(response)
    if (json === undefined) {
      showRawResponse({ status: response.status, url, body: text })
      throw new ApiError(response.status, 'The server sent an answer the kiosk cannot read.')
    }
    if (!response.ok) {
      const body = json as Partial<ErrorBody>
      throw new ApiError(
        response.status,
        body.message ?? `The server answered ${response.status}.`,
        body.errors,
        Boolean(body.message),
      )
    }
    ok = true
    return json as T
  } finally {
    if (!options.quiet) endActivity(ok)
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', tenantPath(path), options),
  post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) =>
    request<T>('POST', tenantPath(path), { body, headers }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', tenantPath(path), { body }),
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

import type { ErrorBody } from '../../domain/contract/common'
import { ApiError } from './apiError'
import { heldAnswer, holdAnswer } from './heldAnswers'
import { readBody, send, type RequestOptions } from './send'

/** An answer that is not JSON at all, as it came. */
export interface RawResponse {
  status: number
  url: string
  body: string
}

/**
 * What the transport tells whoever shows it (the kiosk's spinner, progress bar and raw-answer
 * overlay), registered at start-up so the transport imports nothing above it.
 */
export interface HttpEvents {
  onActivityStart: () => void
  onActivityEnd: (ok: boolean) => void
  onRawResponse: (response: RawResponse) => void
}

const ignore = () => undefined
const config = {
  tenant: '',
  csrfToken: null as string | null,
  events: { onActivityStart: ignore, onActivityEnd: ignore, onRawResponse: ignore } as HttpEvents,
}

export function configureHttp(
  next: { tenant?: string; csrfToken?: string | null } & Partial<HttpEvents>,
) {
  const { tenant, csrfToken, ...events } = next
  if (tenant !== undefined) config.tenant = tenant
  if (csrfToken !== undefined) config.csrfToken = csrfToken
  config.events = { ...config.events, ...events }
}

/** The session's CSRF token, for a request whose body is not JSON (an uploaded file). */
export const currentCsrfToken = () => config.csrfToken

/** Every API path starts with the university. */
export function tenantPath(path: string): string {
  return `/${config.tenant}${path}`
}

export async function refreshCsrfToken(): Promise<string> {
  const response = await send('GET', tenantPath('/csrf'), {}, config.csrfToken)
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
export function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  if (!options.reuseUnchanged) return requestOnce<T>(method, url, options)
  // A held answer asked for while it is being fetched (the store opened during the menu's
  // background fetch) waits for that fetch rather than sending a second.
  const running = inFlight.get(url)
  if (running) return running as Promise<T>
  const answer = requestOnce<T>(method, url, options).finally(() => inFlight.delete(url))
  inFlight.set(url, answer)
  return answer
}

const inFlight = new Map<string, Promise<unknown>>()

async function requestOnce<T>(method: string, url: string, options: RequestOptions): Promise<T> {
  if (!options.quiet) config.events.onActivityStart()
  let ok = false
  const held = options.reuseUnchanged ? heldAnswer(url) : undefined
  const sent = held
    ? { ...options, headers: { ...options.headers, 'If-None-Match': held.etag } }
    : options
  try {
    let response = await send(method, url, sent, config.csrfToken)
    if (response.status === 419 && options.retryOn419 !== false) {
      await refreshCsrfToken()
      response = await send(method, url, sent, config.csrfToken)
    }
    if (response.status === 204) {
      ok = true
      return undefined as T
    }
    if (response.status === 304 && held) {
      ok = true
      return held.value as T
    }
    const { json, text } = await readBody(response)
    if (json === undefined) {
      config.events.onRawResponse({ status: response.status, url, body: text })
      throw new ApiError(response.status, 'The server sent an answer the kiosk cannot read.')
    }
    if (!response.ok) {
      const body = json as Partial<ErrorBody>
      throw new ApiError(
        response.status,
        body.message ?? `The server answered ${response.status}.`,
        body.errors,
        Boolean(body.message),
        retryAfterMs(response.headers.get('retry-after')),
      )
    }
    ok = true
    if (options.reuseUnchanged) holdAnswer(url, response.headers.get('etag'), json)
    return json as T
  } finally {
    if (!options.quiet) config.events.onActivityEnd(ok)
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', tenantPath(path), options),
  post: <T>(path: string, body: unknown = {}, headers?: Record<string, string>) =>
    request<T>('POST', tenantPath(path), { body, headers }),
  put: <T>(path: string, body: unknown) => request<T>('PUT', tenantPath(path), { body }),
}

/** A Retry-After of whole seconds, as milliseconds; null when absent or not a number. */
function retryAfterMs(header: string | null): number | null {
  const seconds = header && /^\d{1,6}$/.test(header) ? Number(header) : null
  return seconds === null ? null : seconds * 1000
}

import type { ErrorBody } from '../../domain/contract/common'
import { beginActivity, endActivity, showRawResponse } from '../stores/ui'
import { ApiError } from './apiError'
import { readBody, send, type RequestOptions } from './send'

const config = { tenant: '', csrfToken: null as string | null }

export function configureHttp(next: { tenant?: string; csrfToken?: string | null }) {
  if (next.tenant !== undefined) config.tenant = next.tenant
  if (next.csrfToken !== undefined) config.csrfToken = next.csrfToken
}

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
export async function request<T>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  if (!options.quiet) beginActivity()
  let ok = false
  try {
    let response = await send(method, url, options, config.csrfToken)
    if (response.status === 419 && options.retryOn419 !== false) {
      await refreshCsrfToken()
      response = await send(method, url, options, config.csrfToken)
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

import { TerminalUnreachable } from '../port'

export interface LinklyAnswer {
  status: number
  /** The JSON answered, or null when there was none (or it was not JSON). */
  body: unknown
}

/**
 * One call to Linkly, bounded in time. A timeout or a network error says nothing about whether
 * Linkly acted on the call, so it is TerminalUnreachable: the caller then asks for the status.
 */
export async function callLinkly(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs: number },
): Promise<LinklyAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  try {
    const response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return { status: response.status, body }
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error)
    throw new TerminalUnreachable(`Linkly did not answer ${init.method} ${url}: ${cause}`)
  }
}

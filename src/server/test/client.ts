import type { BootData } from '../../domain/contract/boot'
import { BOOT_ELEMENT_ID } from '../../domain/contract/boot'
import { DEMO_PASSWORD, demoEmail } from '../demo/seed'

/** Answers are asserted on field by field at run time, so their static type stays open. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface Answer<T = Json> {
  status: number
  headers: Headers
  /** The parsed JSON body, or the text when the body is not JSON. */
  body: T
  text: string
}

export interface RequestOptions {
  /** A value sent as JSON. */
  json?: unknown
  /** A raw body, sent as is (for malformed JSON and other content types). */
  body?: string | Uint8Array<ArrayBuffer>
  headers?: Record<string, string>
  /** Send the session's CSRF token (default true when one is known). */
  csrf?: boolean
}

interface StoredCookie {
  value: string
  attributes: string
}

/**
 * A browser-like client over real HTTP: a cookie jar, the kiosk's headers (X-Requested-With and
 * X-CSRF-TOKEN), and the session's CSRF token fetched the way the client gets it.
 */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>()
  csrfToken: string | null = null

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value
  }

  /** The raw Set-Cookie attributes of a cookie (HttpOnly, SameSite, …) as last received. */
  cookieAttributes(name: string): string | undefined {
    return this.cookies.get(name)?.attributes
  }

  private storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = decodeURIComponent(pair.slice(eq + 1).trim())
      const attrs = attributes.join(';')
      const expired =
        /max-age=0\b/i.test(attrs) ||
        (/expires=([^;]+)/i.test(attrs) &&
          Date.parse(/expires=([^;]+)/i.exec(attrs)![1]!) <= Date.now())
      if (!value || expired) this.cookies.delete(name)
      else this.cookies.set(name, { value, attributes: attrs })
    }
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    }
    if (options.csrf !== false && this.csrfToken && !('x-csrf-token' in headers)) {
      headers['x-csrf-token'] = this.csrfToken
    }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies]
        .map(([name, c]) => `${name}=${encodeURIComponent(c.value)}`)
        .join('; ')
    }
    let body: string | Uint8Array<ArrayBuffer> | undefined
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] ??= 'application/json'
    } else if (options.body !== undefined) {
      body = options.body
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' })
    this.storeCookies(response.headers)
    const text = await response.text()
    let parsed: unknown = text
    if (response.headers.get('content-type')?.includes('application/json') && text) {
      parsed = JSON.parse(text)
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options)
  }

  post<T = Json>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { json, ...options })
  }

  put<T = Json>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { json, ...options })
  }

  /** GET /{tenant}/csrf, which starts a guest session when there is none. */
  async fetchCsrf(tenant: string): Promise<string> {
    const answer = await this.get<{ token: string }>(`/${tenant}/csrf`)
    if (answer.status !== 200)
      throw new Error(`GET /${tenant}/csrf answered ${answer.status}: ${answer.text}`)
    this.csrfToken = answer.body.token
    return this.csrfToken
  }

  /** Loads a page and reads the JSON the server embedded in it. */
  async page(
    path: string,
  ): Promise<{ status: number; boot: BootData | null; answer: Answer<string> }> {
    const answer = await this.get<string>(path)
    const match = new RegExp(
      `<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`,
      's',
    ).exec(answer.text)
    const boot = match ? (JSON.parse(match[1]!) as BootData) : null
    if (boot?.csrfToken) this.csrfToken = boot.csrfToken
    return { status: answer.status, boot, answer }
  }

  /** POST /{tenant}/login with the token of the page, as the login form does. */
  async login(
    tenant: string,
    credentials: { email?: string; password?: string; remember?: boolean } = {},
  ) {
    if (!this.csrfToken) await this.fetchCsrf(tenant)
    const answer = await this.post(`/${tenant}/login`, {
      email: credentials.email ?? demoEmail(tenant),
      password: credentials.password ?? DEMO_PASSWORD,
      remember: credentials.remember ?? false,
    })
    // The session id and its token change at login; the kiosk page hands over the new token.
    if (answer.status === 200) await this.fetchCsrf(tenant)
    return answer
  }

  /** A client logged in as the demo staff of a university; throws when that fails. */
  static async loggedIn(baseUrl: string, tenant: string): Promise<TestClient> {
    const client = new TestClient(baseUrl)
    const answer = await client.login(tenant)
    if (answer.status !== 200)
      throw new Error(`login to ${tenant} answered ${answer.status}: ${answer.text}`)
    return client
  }
}

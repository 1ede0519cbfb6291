export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this (REQUEST_TIMEOUT, seconds). */
  requestTimeoutMs: number
  /** Headers must arrive within this, and an idle new connection is closed (HEADERS_TIMEOUT). */
  headersTimeoutMs: number
  /** An idle kept-alive connection is closed after this (KEEP_ALIVE_TIMEOUT, seconds). */
  keepAliveTimeoutMs: number
  /** Largest request body in bytes (BODY_LIMIT). */
  bodyLimit: number
  /** Open connections beyond this are answered 503 and closed (MAX_CONNECTIONS). */
  maxConnections: number
}

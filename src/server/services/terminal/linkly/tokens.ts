import { TerminalUnreachable } from '../port'
import type { LinklyConfig } from './config'
import { callLinkly } from './http'
import type { LinklySettings } from './settings'

/** Renew a token this long before Linkly says it expires, so no call carries a stale one. */
const MARGIN_MS = 60_000

interface Held {
  token: string
  expiresAt: number
}

/**
 * Linkly's bearer tokens, one per paired terminal (pairing secret and POS id), kept in memory
 * until near expiry: asking for one per call would double every call's time.
 */
export class LinklyTokens {
  private readonly held = new Map<string, Held>()

  constructor(
    private readonly config: LinklyConfig,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(settings: LinklySettings): Promise<string> {
    const key = `${settings.posId}\n${settings.secret}`
    const held = this.held.get(key)
    if (held && held.expiresAt - MARGIN_MS > this.now()) return held.token
    const answer = await callLinkly(`${this.config.authUrl}/v1/tokens/cloudpos`, {
      method: 'POST',
      body: {
        secret: settings.secret,
        posName: this.config.posName,
        posVersion: this.config.posVersion,
        posId: settings.posId,
        posVendorId: this.config.posVendorId,
      },
      timeoutMs: this.timeoutMs,
    })
    const body = answer.body as { token?: unknown; expirySeconds?: unknown } | null
    if (answer.status !== 200 || typeof body?.token !== 'string') {
      // A refused secret needs the terminal paired again; either way nothing was sent.
      throw new TerminalUnreachable(
        answer.status === 401 || answer.status === 403
          ? 'Linkly refused the pairing secret: pair the terminal again.'
          : `Linkly gave no token (HTTP ${answer.status}).`,
      )
    }
    const seconds = typeof body.expirySeconds === 'number' ? body.expirySeconds : 0
    this.held.set(key, { token: body.token, expiresAt: this.now() + seconds * 1000 })
    return body.token
  }

  /** Forgets a token Linkly refused, so the next get() asks for a new one. */
  forget(settings: LinklySettings): void {
    this.held.delete(`${settings.posId}\n${settings.secret}`)
  }
}

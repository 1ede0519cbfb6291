import { randomUUID } from 'node:crypto'
import type { LinklyConfig } from './config'
import { callLinkly } from './http'
import type { LinklySettings } from './settings'

export class LinklyPairingError extends Error {}

/**
 * Pairs a PIN pad: Linkly's username and password for the university's cloud account and the
 * code the PIN pad shows buy a secret, kept in the terminal's settings. Each pairing gets its
 * own POS id, so two kiosks never share one.
 */
export async function pairLinkly(
  config: LinklyConfig,
  pairing: { username: string; password: string; pairCode: string; tenant: string },
  timeoutMs = 15_000,
): Promise<LinklySettings> {
  let answer
  try {
    answer = await callLinkly(`${config.authUrl}/v1/pairing/cloudpos`, {
      method: 'POST',
      body: { username: pairing.username, password: pairing.password, pairCode: pairing.pairCode },
      timeoutMs,
    })
  } catch (error) {
    throw new LinklyPairingError(`Linkly could not be reached: ${(error as Error).message}`)
  }
  const secret = (answer.body as { secret?: unknown } | null)?.secret
  if (answer.status === 200 && typeof secret === 'string' && secret) {
    return { secret, posId: randomUUID(), tenant: pairing.tenant }
  }
  if (answer.status >= 400 && answer.status < 500) {
    throw new LinklyPairingError(
      `Linkly refused the pairing (HTTP ${answer.status}): check the username and password, and ask the PIN pad for a new pair code.`,
    )
  }
  throw new LinklyPairingError(`Linkly could not pair the terminal (HTTP ${answer.status}).`)
}

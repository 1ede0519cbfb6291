import type { PairedTerminal } from '../port'

/** What a Linkly terminal keeps in its `settings`: written by pairing, read by every call. */
export interface LinklySettings {
  /** The pairing secret Linkly gave for this PIN pad; it buys the tokens. */
  secret: string
  /** The POS id (a UUID) this kiosk's terminal introduces itself with. */
  posId: string
  /** The university's slug: part of the notification address and of its Authorization. */
  tenant: string
}

export function linklySettings(terminal: PairedTerminal): LinklySettings {
  const { secret, posId, tenant } = terminal.settings
  if (typeof secret !== 'string' || typeof posId !== 'string' || typeof tenant !== 'string') {
    throw new Error(
      `Terminal ${terminal.id} ("${terminal.label}") is not paired with Linkly: pair it again with npm run admin -- terminal pair --adapter linkly.`,
    )
  }
  return { secret, posId, tenant }
}

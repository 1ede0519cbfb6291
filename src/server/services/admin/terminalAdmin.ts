import type { Db } from '../../db/client'
import type { LinklyConfig } from '../terminal/linkly/config'
import { LinklyPairingError, pairLinkly } from '../terminal/linkly/pairing'
import { kiosksOfCode, pairedTerminals, pairKiosk, unpairKiosk } from '../terminal/pairing'
import { AdminError } from './adminError'
import { universityOf } from './universityAdmin'

const ADAPTERS = ['simulator', 'linkly'] as const
type AdapterName = (typeof ADAPTERS)[number]

/** The one kiosk a short code names at the university; it must have asked for its terminal. */
async function kioskOfCode(db: Db, universityId: number, code: string): Promise<string> {
  const kiosks = await kiosksOfCode(db, universityId, code)
  if (kiosks.length === 1) return kiosks[0]!
  if (!kiosks.length) {
    throw new AdminError(
      `No kiosk with the code ${code} has opened this university's card payment yet. Sign in on the kiosk; its code shows on the card payment screen.`,
    )
  }
  throw new AdminError(`More than one kiosk shows the code ${code}; sign in again on the kiosk.`)
}

/**
 * What asks Linkly for a PIN pad's secret, once the kiosk is known: the Cloud username, password
 * and the pair code the PIN pad shows. What is missing is refused at once, before anything is sent.
 */
export function linklySettings(
  config: LinklyConfig | null,
  slug: string,
  pairing: { username: string; password: string; pairCode: string },
): () => Promise<Record<string, string>> {
  if (!config) {
    throw new AdminError('Pairing with Linkly needs TERMINAL=linkly and the LINKLY_ settings.')
  }
  const missing = [
    pairing.username.trim() ? '' : 'the Linkly Cloud username',
    pairing.password ? '' : 'the password',
    pairing.pairCode.trim() ? '' : 'the pair code the PIN pad shows',
  ].filter(Boolean)
  if (missing.length) throw new AdminError(`Pairing with Linkly needs ${missing.join(', ')}.`)
  const sent = { ...pairing, username: pairing.username.trim(), pairCode: pairing.pairCode.trim() }
  return async () => {
    try {
      return { ...(await pairLinkly(config, { ...sent, tenant: slug })) }
    } catch (error) {
      if (error instanceof LinklyPairingError) throw new AdminError(error.message)
      throw error
    }
  }
}

/** `name=value` pairs as the adapter's settings. */
export function settingsOf(pairs: string[]): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const pair of pairs) {
    const at = pair.indexOf('=')
    if (at < 1) throw new AdminError(`A setting is name=value; "${pair}" is not.`)
    settings[pair.slice(0, at)] = pair.slice(at + 1)
  }
  return settings
}

/**
 * Pairs the kiosk a code names. `settings` is asked for only once the kiosk is known: with Linkly
 * it spends the PIN pad's one-time pair code, which a mistyped kiosk code must not waste.
 */
export async function pairTerminal(
  db: Db,
  slug: string,
  code: string,
  label: string,
  adapter: string,
  settings: () => Promise<Record<string, string>> | Record<string, string>,
  by: number | null = null,
) {
  if (!ADAPTERS.includes(adapter as AdapterName)) {
    throw new AdminError(`The adapter is ${ADAPTERS.join(' or ')}, not "${adapter}".`)
  }
  if (!label.trim()) throw new AdminError('The terminal needs a label, e.g. "Counter 1 terminal".')
  const university = await universityOf(db, slug)
  const kiosk = await kioskOfCode(db, university.id, code)
  return pairKiosk(
    db,
    {
      universityId: university.id,
      kiosk,
      adapter: adapter as AdapterName,
      label: label.trim(),
      settings: await settings(),
    },
    by,
  )
}

export async function unpairTerminal(db: Db, slug: string, code: string, by: number | null = null) {
  const university = await universityOf(db, slug)
  const kiosk = await kioskOfCode(db, university.id, code)
  if (!(await unpairKiosk(db, university.id, kiosk, by))) {
    throw new AdminError(`The kiosk ${code} has no card terminal paired.`)
  }
}

/** One line per paired terminal: the kiosk's code, the adapter, the label, since when. */
export async function listTerminals(db: Db, slug: string): Promise<string[]> {
  const university = await universityOf(db, slug)
  const rows = await pairedTerminals(db, university.id)
  return rows.map(
    (row) =>
      `${row.code}  ${row.adapter.padEnd(9)}  ${row.label}  (paired ${row.pairedAt.toISOString()})`,
  )
}

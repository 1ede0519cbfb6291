import { loadConfig } from '../config'
import { AdminError } from '../services/admin/adminError'
import { LinklyPairingError, pairLinkly } from '../services/terminal/linkly/pairing'
import { UsageError } from './usage'

/**
 * `terminal pair … --adapter linkly --username U --pair-code C`: what asks Linkly for the
 * terminal's secret, once the kiosk is known. The arguments and settings are checked at once;
 * the password is typed at the prompt, never on the command line.
 */
export function linklyPairing(
  slug: string,
  options: { username?: string; 'pair-code'?: string },
  password: string | undefined,
): () => Promise<Record<string, string>> {
  if (!options.username || !options['pair-code'] || !password) {
    throw new UsageError('--adapter linkly needs --username and --pair-code (and the password).')
  }
  const config = loadConfig().linkly
  if (!config) {
    throw new AdminError('Pairing with Linkly needs TERMINAL=linkly and the LINKLY_ settings.')
  }
  const pairing = { username: options.username, password, pairCode: options['pair-code'] }
  return async () => {
    try {
      return { ...(await pairLinkly(config, { ...pairing, tenant: slug })) }
    } catch (error) {
      if (error instanceof LinklyPairingError) throw new AdminError(error.message)
      throw error
    }
  }
}

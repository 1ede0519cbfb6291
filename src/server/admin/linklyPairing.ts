import { loadConfig } from '../config'
import { AdminError } from '../services/admin/adminError'
import { LinklyPairingError, pairLinkly } from '../services/terminal/linkly/pairing'
import { UsageError } from './usage'

/**
 * `terminal pair … --adapter linkly --username U --pair-code C`: the Linkly secret for the
 * terminal's settings. The password is typed at the prompt, never on the command line.
 */
export async function linklyPairing(
  slug: string,
  options: { username?: string; 'pair-code'?: string },
  password: string | undefined,
): Promise<Record<string, string>> {
  if (!options.username || !options['pair-code'] || !password) {
    throw new UsageError('--adapter linkly needs --username and --pair-code (and the password).')
  }
  const config = loadConfig().linkly
  if (!config) {
    throw new AdminError('Pairing with Linkly needs TERMINAL=linkly and the LINKLY_ settings.')
  }
  try {
    const settings = await pairLinkly(config, {
      username: options.username,
      password,
      pairCode: options['pair-code'],
      tenant: slug,
    })
    return { ...settings }
  } catch (error) {
    if (error instanceof LinklyPairingError) throw new AdminError(error.message)
    throw error
  }
}

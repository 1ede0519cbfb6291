import { loadConfig } from '../config'
import { linklySettings } from '../services/admin/terminalAdmin'
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
  return linklySettings(loadConfig().linkly, slug, {
    username: options.username,
    password,
    pairCode: options['pair-code'],
  })
}

import { text } from 'node:stream/consumers'
import { read } from 'read'
import { AdminError } from '../services/admin/adminError'

/**
 * Passwords and PINs never come from the command line, where `ps` and the shell history show
 * them: on a terminal they are typed at a hidden prompt (with the read package), otherwise they
 * are the first lines of standard input (`printf '%s\n' "$PASSWORD" "$PIN" | npm run admin …`).
 */
export async function readSecrets(labels: string[]): Promise<string[]> {
  if (process.stdin.isTTY) {
    const values: string[] = []
    for (const label of labels) {
      values.push(
        await read({ prompt: `${label}: `, silent: true, replace: '*', output: process.stderr }),
      )
    }
    return values
  }
  const lines = (await text(process.stdin)).split(/\r?\n/)
  if (lines.length < labels.length || labels.some((_, i) => lines[i] === '')) {
    throw new AdminError(
      `Expected ${labels.join(' and ')} on standard input, one a line (or run this in a terminal to be asked).`,
    )
  }
  return lines.slice(0, labels.length)
}

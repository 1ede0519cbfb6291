/** `npm run check:bundle` (part of `npm test`, after the build): fails above the first-JS budget. */
import path from 'node:path'
import { ROOT } from '../server/config'
import { firstJs } from './firstJs'

/**
 * The budget for the kiosk's first JavaScript, gzipped: what the menu needs to paint. The store,
 * stage and lookup routes, the customer form and the shell's dialogs load after it (the chunks of
 * src/client/routes/routeTable.tsx, and lazyShell.ts).
 */
export const FIRST_JS_BUDGET = 150 * 1024

const measured = firstJs(path.join(ROOT, 'dist/client'))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const line = `Kiosk first JS: ${kb(measured.gzipBytes)} gzip (${kb(measured.rawBytes)} raw) in ${measured.files.length} file(s); budget ${kb(FIRST_JS_BUDGET)} gzip.`
if (measured.gzipBytes > FIRST_JS_BUDGET) {
  console.error(`${line}\nOver budget: ${measured.files.join(', ')}`)
  process.exit(1)
}
console.log(line)

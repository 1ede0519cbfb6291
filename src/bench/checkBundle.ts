/** `npm run check:bundle` (part of `npm test`, after the build): fails above a first-JS budget. */
import path from 'node:path'
import { ROOT } from '../server/config'
import { ENTRIES, firstJs } from './firstJs'

/**
 * The budgets for each page's first JavaScript, gzipped. The kiosk's is what the menu needs to
 * paint: the store, stage and lookup routes, the customer form and the shell's dialogs load after
 * it (the chunks of src/client/routes/routeTable.tsx, and lazyShell.ts). Each login page is an
 * entry of its own (picker.html, login.html) that loads none of the kiosk. React and React DOM
 * alone, rendering a single div, build to 66 KB gzip: the rest is MUI, its styles engine and the
 * page's own code. Every page of its own (login, picker, report, back office) cuts the code it
 * shares with the kiosk into more, smaller chunks, each compressed on its own: about 2 KB of the
 * kiosk's budget is that, not code.
 */
export const FIRST_JS_BUDGETS = [
  { page: 'Kiosk', entry: ENTRIES.kiosk, budget: 155 * 1024 },
  { page: 'University picker', entry: ENTRIES.picker, budget: 165 * 1024 },
  { page: 'Login page', entry: ENTRIES.login, budget: 145 * 1024 },
] as const

const clientDir = path.join(ROOT, 'dist/client')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
let over = false
for (const { page, entry, budget } of FIRST_JS_BUDGETS) {
  const measured = firstJs(clientDir, entry)
  const line = `${page} first JS: ${kb(measured.gzipBytes)} gzip (${kb(measured.rawBytes)} raw) in ${measured.files.length} file(s); budget ${kb(budget)} gzip.`
  if (measured.gzipBytes > budget) {
    console.error(`${line}\nOver budget: ${measured.files.join(', ')}`)
    over = true
  } else {
    console.log(line)
  }
}
if (over) process.exit(1)

/** `npm run check:bundle` (part of `npm test`, after the build): fails above a first-JS budget. */
import path from 'node:path'
import { ROOT } from '../server/config'
import { renderLoginPage } from '../server/pages/loginPage'
import { ENTRIES, firstJs, pageJs, type FirstJs } from './firstJs'

const clientDir = path.join(ROOT, 'dist/client')

/** The staff login page as the server sends it, with an error shown (its largest form). */
const loginHtml = () =>
  renderLoginPage({
    version: 'v1.0.0',
    universityName: 'Demo University',
    errors: ['These credentials do not match our records.'],
    email: 'staff@demo.example',
    post: { action: '/demo/login/form', hidden: { _token: 'token' } },
  })

/**
 * The budgets for each page's first JavaScript, gzipped. The kiosk's is what the menu needs to
 * paint: the store, stage and lookup routes, the customer form and the shell's dialogs load after
 * it (the chunks of src/client/routes/routeTable.tsx, and lazyShell.ts). The university picker is
 * an entry of its own (picker.html) that loads none of the kiosk. React and React DOM alone,
 * rendering a single div, build to 66 KB gzip: the rest is MUI, its styles engine and the page's
 * own code. So the staff login page, held to 60 KB, is rendered on the server and sends no
 * script. Every page of its own (picker, report, back office) cuts the code it shares with the
 * kiosk into more, smaller chunks, each compressed on its own: about 2 KB of the kiosk's budget
 * is that, not code.
 */
export const FIRST_JS_BUDGETS: { page: string; budget: number; measure: () => FirstJs }[] = [
  { page: 'Kiosk', budget: 155 * 1024, measure: () => firstJs(clientDir, ENTRIES.kiosk) },
  {
    page: 'University picker',
    budget: 165 * 1024,
    measure: () => firstJs(clientDir, ENTRIES.picker),
  },
  { page: 'Login page', budget: 60 * 1024, measure: () => pageJs(loginHtml(), clientDir) },
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
let over = false
for (const { page, budget, measure } of FIRST_JS_BUDGETS) {
  const measured = measure()
  const line = `${page} first JS: ${kb(measured.gzipBytes)} gzip (${kb(measured.rawBytes)} raw) in ${measured.files.length} file(s); budget ${kb(budget)} gzip.`
  if (measured.gzipBytes > budget) {
    console.error(`${line}\nOver budget: ${measured.files.join(', ')}`)
    over = true
  } else {
    console.log(line)
  }
}
if (over) process.exit(1)

/**
 * npm run bench:lighthouse [-- --runs N]: Lighthouse 12.2.3's performance, accessibility and
 * best-practices scores of the credentials page (/demo/login) and the kiosk's menu (/demo/pos,
 * signed in), desktop preset, and of the credentials page in mobile emulation (Lighthouse's
 * default: a mid-range phone, 4× CPU slowdown), against the built client on a server of its own with fresh demo data. Prints
 * the median of N runs of each and their range.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import chromium from '../e2e/support/chromium.json' with { type: 'json' }
import { DEMO_LOGIN, OwnKiosk } from '../e2e/support/ownKiosk'

const LIGHTHOUSE = 'lighthouse@12.2.3'

interface Result {
  finalDisplayedUrl: string
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number }>
  audits: Record<string, { score: number | null; numericValue?: number }>
}

/** Signs the demo staff in as the login page does, and answers the session's cookies. */
async function signIn(base: string): Promise<string> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
  const csrf = await fetch(`${base}/demo/csrf`, { headers })
  keep(csrf)
  const { token } = (await csrf.json()) as { token: string }
  const login = await fetch(`${base}/demo/login`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'X-CSRF-TOKEN': token,
      Cookie: cookie(),
    },
    body: JSON.stringify(DEMO_LOGIN),
  })
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`)
  keep(login)
  return cookie()
}

function lighthouse(url: string, output: string, extra: string[]): Promise<Result> {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--chrome-flags=--headless=new --no-sandbox',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    ...extra,
  ]
  const child = spawn('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromium.browser },
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`))
      readFile(output, 'utf8').then((text) => resolve(JSON.parse(text) as Result), reject)
    })
  })
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } })
const runs = Number(values.runs)
const kiosk = await OwnKiosk.create()
const work = await mkdtemp(path.join(tmpdir(), 'pos-lighthouse-'))
try {
  await kiosk.start()
  const base = kiosk.baseUrl
  const headersFile = path.join(work, 'headers.json')
  await writeFile(headersFile, JSON.stringify({ Cookie: await signIn(base) }))
  const cases = [
    { name: 'login page, desktop', url: `${base}/demo/login`, extra: ['--preset=desktop'] },
    {
      name: 'kiosk menu, desktop',
      url: `${base}/demo/pos#/`,
      extra: ['--preset=desktop', `--extra-headers=${headersFile}`],
    },
    { name: 'login page, mobile', url: `${base}/demo/login`, extra: [] },
  ]
  const results = new Map<string, Result[]>(cases.map((c) => [c.name, []]))
  // Round by round, so a change in the machine's load falls on every page alike.
  for (let run = 0; run < runs; run++) {
    for (const c of cases) {
      const output = path.join(work, `${run}.json`)
      const result = await lighthouse(c.url, output, c.extra)
      // A lapsed sign-in would score the login page in the menu's place.
      if (new URL(result.finalDisplayedUrl).pathname !== new URL(c.url).pathname)
        throw new Error(`${c.url} ended at ${result.finalDisplayedUrl}`)
      results.get(c.name)!.push(result)
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
  const figure = (list: number[], unit: string) =>
    `${median(list)}${unit}` +
    (list.length > 1 ? ` (${Math.min(...list)}–${Math.max(...list)})` : '')
  for (const [name, list] of results) {
    const score = (category: keyof Result['categories']) =>
      list.map((r) => Math.round(r.categories[category].score * 100))
    const ms = (audit: string) => list.map((r) => Math.round(r.audits[audit]!.numericValue ?? 0))
    console.log(
      `${name}: performance ${figure(score('performance'), '')}, accessibility ${figure(score('accessibility'), '')}, ` +
        `best practices ${figure(score('best-practices'), '')}, ` +
        `LCP ${figure(ms('largest-contentful-paint'), ' ms')}, TBT ${figure(ms('total-blocking-time'), ' ms')}`,
    )
  }
} finally {
  await kiosk.stop()
  await rm(work, { recursive: true, force: true })
  await rm(kiosk.dataDir, { recursive: true, force: true })
}

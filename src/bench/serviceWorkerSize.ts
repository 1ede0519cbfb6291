/**
 * The offline target, "the service worker adds ≤ 15 KB gzip to the first load": what the kiosk's
 * page itself loads for the app shell beyond its first JavaScript (the registration chunk, imported
 * after the first render, and the web app manifest), apart from what the browser fetches afterwards
 * in the background (sw.js, and the precache's files the page had not loaded), all gzipped.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstJs } from './firstJs'
import { kb, type Figure } from './table'

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
}

const gzipOf = (clientDir: string, file: string) =>
  gzipSync(readFileSync(path.join(clientDir, file))).length

export function serviceWorkerFigures(clientDir: string): Figure[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const first = new Set(firstJs(clientDir).files)
  // The registration chunk and whatever it imports that the first JavaScript does not hold.
  const registration = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || first.has(chunk.file) || registration.has(chunk.file)) return
    registration.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('src/client/offline/registerShell.ts')
  if (!registration.size) throw new Error('No registration chunk in the build manifest.')
  const onPage = [...registration, 'manifest.webmanifest']
  const pageBytes = onPage.reduce((sum, file) => sum + gzipOf(clientDir, file), 0)

  const worker = readFileSync(path.join(clientDir, 'sw.js'), 'utf8')
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!)
  const background = precached.filter((file) => !first.has(file) && !onPage.includes(file))
  const backgroundBytes = background.reduce((sum, file) => sum + gzipOf(clientDir, file), 0)
  return [
    {
      measure: 'service worker: added to the first load (registration chunk + manifest)',
      value: `${kb(pageBytes)} gzip`,
      target: '≤ 15 KB',
      baseline: `sw.js ${kb(gzipOf(clientDir, 'sw.js'))} gzip fetched after; precache of ${background.length} more files ${kb(backgroundBytes)} gzip in the background`,
    },
  ]
}

import { readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

/** Every file an entry of the build loads, at once or later, from Vite's manifest. */
function reachable(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  visit(entry)
  return files
}

/**
 * A Workbox manifest transform: leaves out the chunks only the other pages load (the takings
 * report's charts are a third of the build; the back office; the login pages are never served
 * offline), which the kiosk never loads and which are no use offline.
 */
export function withoutOtherPages(clientDir: string) {
  return <T extends { url: string }>(entries: T[]) => {
    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>
    const kiosk = reachable(manifest, 'index.html')
    const otherPages = Object.keys(manifest).filter(
      (key) => key.endsWith('.html') && key !== 'index.html',
    )
    const notKiosk = new Set(
      otherPages.flatMap((page) => [...reachable(manifest, page)]).filter((f) => !kiosk.has(f)),
    )
    return { manifest: entries.filter((e) => !notKiosk.has(e.url)), warnings: [] }
  }
}

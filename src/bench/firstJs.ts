/**
 * A page's first JavaScript: its entry chunk (index.html's for the kiosk, picker.html's and
 * login.html's for the two login pages; the takings report is another page) and every chunk it imports statically (what the
 * browser must load before the first screen), from Vite's manifest, gzipped.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
}

export interface FirstJs {
  files: string[]
  rawBytes: number
  gzipBytes: number
}

/** The build's entry of each page, as Vite's manifest names it. */
export const ENTRIES = { kiosk: 'index.html', picker: 'picker.html', login: 'login.html' } as const

export function firstJs(clientDir: string, entry: string = ENTRIES.kiosk): FirstJs {
  const manifestFile = path.join(clientDir, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  if (!manifest[entry]) throw new Error(`No ${entry} in the build manifest.`)
  visit(entry)
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDir, file))
    rawBytes += bytes.length
    gzipBytes += gzipSync(bytes).length
  }
  return { files, rawBytes, gzipBytes }
}

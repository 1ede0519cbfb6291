/**
 * A page's first JavaScript: its entry chunk (index.html's for the kiosk, picker.html's for the
 * university picker; the takings report is another page) and every chunk it imports statically
 * (what the browser must load before the first screen), from Vite's manifest, gzipped. The staff
 * login page is rendered on the server: its JavaScript is whatever scripts its HTML carries.
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
export const ENTRIES = { kiosk: 'index.html', picker: 'picker.html' } as const

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

/**
 * The JavaScript a server-rendered page loads: the files its `<script src>` name (from the
 * build) and its inline scripts, gzipped. Data islands (`type="application/json"`) are not code.
 */
export function pageJs(html: string, clientDir: string): FirstJs {
  const files: string[] = []
  let rawBytes = 0
  let gzipBytes = 0
  const count = (bytes: Buffer) => {
    rawBytes += bytes.length
    gzipBytes += gzipSync(bytes).length
  }
  for (const [, attributes = '', inline = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue
    const src = /\bsrc=["']?([^"' >]+)/i.exec(attributes)?.[1]
    if (src) {
      files.push(src)
      count(readFileSync(path.join(clientDir, new URL(src, 'http://page').pathname)))
    } else if (inline.trim()) {
      files.push('(inline)')
      count(Buffer.from(inline))
    }
  }
  return { files, rawBytes, gzipBytes }
}

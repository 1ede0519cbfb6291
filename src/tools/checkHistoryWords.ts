/**
 * `npm run check:history`: fails when README.md, docs, src or stories number a step of the
 * project's history ("stop" or "issue" and a number; see historyWords.ts). Prints `file:line: text`
 * for each and exits 1. Other paths may be given as arguments.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { findHistoryWords } from './historyWords'

const DEFAULT_PATHS = ['README.md', 'docs', 'src', 'stories']
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', '.git'])

async function* files(entry: string): AsyncGenerator<string> {
  const dirents = await readdir(entry, { withFileTypes: true }).catch(() => null)
  if (!dirents) {
    yield entry
    return
  }
  for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.join(entry, dirent.name)
    if (dirent.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(dirent.name)) yield* files(child)
    } else if (dirent.isFile()) {
      yield child
    }
  }
}

const roots = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS
let found = 0
for (const root of roots) {
  for await (const file of files(root)) {
    const content = await readFile(file)
    // Images, fonts and other binary files hold no prose.
    if (content.subarray(0, 8000).includes(0)) continue
    for (const hit of findHistoryWords(content.toString('utf8'))) {
      console.log(`${file}:${hit.line}: ${hit.text}`)
      found++
    }
  }
}
if (found > 0) {
  console.error(
    `\n${found} place(s) number a step of the project's history; say what the code or figure is about.`,
  )
  process.exit(1)
}

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const ICON_IMPORT = /from '@mui\/icons-material\/(\w+)'/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function iconsImportedBy(files: string[]): string[] {
  const names = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(ICON_IMPORT)].map((match) => match[1]!),
  )
  return [...new Set(names)].sort()
}

it('the Icons page lists exactly the icons the kiosk imports', () => {
  const inClient = iconsImportedBy(sourceFiles('src/client'))
  const onPage = iconsImportedBy(['stories/docs/foundations/iconsInUse.ts'])
  expect(inClient.length).toBeGreaterThan(0)
  expect(onPage).toEqual(inClient)
})

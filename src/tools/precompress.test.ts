import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

async function built(files: Record<string, string>) {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-precompress-'))
  await mkdir(path.join(dir, 'assets'))
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(dir, name), content)
  const hook = precompress().writeBundle as (
    options: { dir: string },
    bundle: object,
  ) => Promise<void>
  await hook({ dir }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])))
  return (await readdir(path.join(dir, 'assets'))).sort()
}

describe('the build compresses its assets ahead', () => {
  it('writes a .br and a .gz of each script, style and image that decode to the file', async () => {
    const script = 'export const total = (a, b) => a + b;\n'.repeat(100)
    const names = await built({ 'assets/store-1a2b.js': script, 'assets/index-3c4d.css': script })
    expect(names).toEqual([
      'index-3c4d.css',
      'index-3c4d.css.br',
      'index-3c4d.css.gz',
      'store-1a2b.js',
      'store-1a2b.js.br',
      'store-1a2b.js.gz',
    ])
    const file = path.join(dir, 'assets/store-1a2b.js')
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script)
  })

  it('leaves source maps, files under 1 KB and files outside assets/ as they are', async () => {
    const long = 'x'.repeat(4096)
    const names = await built({
      'assets/store-1a2b.js.map': long,
      'assets/tiny-5e6f.js': 'export {}\n',
      'sw.js': long,
    })
    expect(names).toEqual(['store-1a2b.js.map', 'tiny-5e6f.js'])
    expect(await readdir(dir)).not.toContain('sw.js.br')
  })
})

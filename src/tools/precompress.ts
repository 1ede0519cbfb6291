import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The hashed files the kiosk loads; source maps are for debugging, not for selling. */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/
/** Below this, compression saves less than its headers cost (as @fastify/compress's threshold). */
const MIN_BYTES = 1024

/**
 * Writes a `.br` (brotli at its best quality) and a `.gz` beside each of the build's assets, which
 * the server sends as they are (`preCompressed` in src/server/pages/render.ts). Compressed once at
 * build time instead of at every request: every kiosk of a hall loads them as the day starts, and
 * at quality 11 they are smaller than the quality 4 @fastify/compress can afford per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name)
          const content = await readFile(file)
          if (content.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

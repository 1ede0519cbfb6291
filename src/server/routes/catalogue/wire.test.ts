import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Stock } from '../../../domain/contract/stock'
import { stocks } from '../../db/schema'
import { builtPages } from '../../pages/render'
import { TestClient } from '../../test/client'
import { universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient
let clientDir: string
/** A hashed asset as Vite names them, large enough to be worth compressing. */
const ASSET = 'assets/index-AbCd1234.js'
/** One the build compressed ahead (src/tools/precompress.ts): its .br and .gz say so when decoded. */
const PRECOMPRESSED = 'assets/store-EfGh5678.js'

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'pos-wire-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><!--boot-data-->')
  await writeFile(path.join(clientDir, ASSET), 'console.log("kiosk");\n'.repeat(500))
  await writeFile(path.join(clientDir, PRECOMPRESSED), 'console.log("plain");\n'.repeat(500))
  const built = (encoding: string) => `console.log("${encoding} from the build");\n`.repeat(500)
  await writeFile(path.join(clientDir, `${PRECOMPRESSED}.br`), brotliCompressSync(built('br')))
  await writeFile(path.join(clientDir, `${PRECOMPRESSED}.gz`), gzipSync(built('gzip')))
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})\n')
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Ceremony POS"}')
  server = await startServer({ pages: builtPages(clientDir) })
  demo = await TestClient.loggedIn(server.url, 'demo')
})
afterAll(async () => {
  await server?.close()
  await rm(clientDir, { recursive: true, force: true })
})

describe('the catalogue on the wire', () => {
  it('is compressed with brotli or gzip, as the browser accepts', async () => {
    const plain = await demo.get<Stock[]>('/demo/stocks', {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    for (const encoding of ['br', 'gzip']) {
      const answer = await demo.get<Stock[]>('/demo/stocks', {
        headers: { 'accept-encoding': encoding },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-encoding')).toBe(encoding)
      expect(answer.body).toEqual(plain.body)
    }
  })

  it.each(['/demo/stocks', '/demo/ceremonies'])(
    '%s answers 304 with no body to a kiosk that has it, and 200 once it changed',
    async (url) => {
      const first = await demo.get(url)
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('private, no-cache')
      const tag = first.headers.get('etag')
      expect(tag).toMatch(/^W\/"/)
      const again = await demo.get(url, { headers: { 'if-none-match': tag! } })
      expect(again.status).toBe(304)
      expect(again.text).toBe('')
      if (url !== '/demo/stocks') return
      const [stock] = await server.db.select().from(stocks).limit(1)
      await server.db
        .update(stocks)
        .set({ name: `${stock!.name} (new)` })
        .where(eq(stocks.id, stock!.id))
      const changed = await demo.get(url, { headers: { 'if-none-match': tag! } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(tag)
    },
  )

  it('answers a kiosk holding the current catalogue 304 without reading the stocks', async () => {
    const first = await demo.get<Stock[]>('/demo/stocks')
    const tag = first.headers.get('etag')!
    // With the table out of reach, a read of the catalogue would fail: the 304 comes without one.
    await server.db.execute(sql`ALTER TABLE stocks RENAME TO stocks_away`)
    try {
      const again = await demo.get('/demo/stocks', { headers: { 'if-none-match': tag } })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(tag)
    } finally {
      await server.db.execute(sql`ALTER TABLE stocks_away RENAME TO stocks`)
    }
  })

  it("never answers 304 to the tag of the catalogue's other view", async () => {
    const whole = await demo.get('/demo/stocks')
    const cards = await demo.get('/demo/stocks?view=card')
    const wholeTag = whole.headers.get('etag')!
    const cardTag = cards.headers.get('etag')!
    expect(cardTag).not.toBe(wholeTag)
    const asked = (url: string, tag: string) => demo.get(url, { headers: { 'if-none-match': tag } })
    expect((await asked('/demo/stocks?view=card', wholeTag)).status).toBe(200)
    expect((await asked('/demo/stocks', cardTag)).status).toBe(200)
    expect((await asked('/demo/stocks?view=card', cardTag)).status).toBe(304)
    expect((await asked('/demo/stocks', wholeTag)).status).toBe(304)
  })

  it('sends the new catalogue after any change to its stocks, and only to its university', async () => {
    const demoId = await universityId(server.db, 'demo')
    const otherId = await universityId(server.db, 'northbridge')
    let tag = (await demo.get('/demo/stocks')).headers.get('etag')!
    /** After a change: the answer to the tag held until then, and the tag now held. */
    const afterChange = async (change: () => Promise<unknown>) => {
      await change()
      const answer = await demo.get<Stock[]>('/demo/stocks', { headers: { 'if-none-match': tag } })
      if (answer.status === 200) tag = answer.headers.get('etag')!
      return answer
    }
    const added = await afterChange(() =>
      server.db.execute(sql`INSERT INTO stocks (university_id, name, type, price)
        VALUES (${demoId}, 'Wire test bear', 'Stock#Bear', 12.50),
               (${demoId}, 'Wire test frame', 'Stock#Frame', 40.00),
               (${demoId}, 'Wire test plaque', 'Stock#Plaque', 60.00)`),
    )
    expect(added.status).toBe(200)
    const bear = added.body.find((stock) => stock.name === 'Wire test bear')!
    const frame = added.body.find((stock) => stock.name === 'Wire test frame')!
    const plaque = added.body.find((stock) => stock.name === 'Wire test plaque')!
    expect(bear.price).toBe(12.5)

    const repriced = await afterChange(() =>
      server.db.execute(sql`UPDATE stocks SET price = 13.00 WHERE id = ${bear.id}`),
    )
    expect(repriced.status).toBe(200)
    expect(repriced.body.find((stock) => stock.id === bear.id)?.price).toBe(13)

    const elsewhere = await afterChange(() =>
      server.db.execute(sql`UPDATE stocks SET price = price WHERE university_id = ${otherId}`),
    )
    expect(elsewhere.status).toBe(304)

    const retired = await afterChange(() =>
      server.db.execute(sql`UPDATE stocks SET deleted_at = now() WHERE id = ${bear.id}`),
    )
    expect(retired.status).toBe(200)
    expect(retired.body.some((stock) => stock.id === bear.id)).toBe(false)

    const moved = await afterChange(() =>
      server.db.execute(sql`UPDATE stocks SET university_id = ${otherId} WHERE id = ${plaque.id}`),
    )
    expect(moved.status).toBe(200)
    expect(moved.body.some((stock) => stock.id === plaque.id)).toBe(false)

    const removed = await afterChange(() =>
      server.db.execute(sql`DELETE FROM stocks WHERE id = ${frame.id}`),
    )
    expect(removed.status).toBe(200)
    expect(removed.body.some((stock) => stock.id === frame.id)).toBe(false)
    expect(removed.body).toHaveLength(moved.body.length - 1)
  })

  it('serves hashed static assets compressed and cached for good', async () => {
    const answer = await fetch(`${server.url}/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(await answer.text()).toContain('console.log("kiosk")')
  })

  it('sends the .br or .gz the build made beside an asset as it is, and the plain file to others', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetch(`${server.url}/${PRECOMPRESSED}`, {
        headers: { 'accept-encoding': encoding },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-encoding')).toBe(encoding)
      expect(answer.headers.get('content-type')).toMatch(/javascript/)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(await answer.text()).toContain(`console.log("${encoding} from the build")`)
    }
    const plain = await fetch(`${server.url}/${PRECOMPRESSED}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('console.log("plain")')
  })

  it('serves the service worker and the web app manifest to be revalidated each time', async () => {
    const worker = await fetch(`${server.url}/sw.js`)
    expect(worker.status).toBe(200)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect(worker.headers.get('content-type')).toMatch(/javascript/)
    expect(await worker.text()).toContain('addEventListener("fetch"')
    const manifest = await fetch(`${server.url}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(await manifest.json()).toEqual({ name: 'Ceremony POS' })
    // The kiosk's page template is never served as a file (the server fills it in).
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404)
  })
})

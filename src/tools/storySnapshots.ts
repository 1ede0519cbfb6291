import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunch } from '../e2e/support/chromium'
import { storyScreen } from '../../stories/support/storyViewport'

/**
 * Renders every story of a static Storybook build twice, in two browsers whose system clocks
 * read different days, times and timezones, and compares the two pictures of each story pixel
 * for pixel once its play function has finished. A story whose picture depends on when or where
 * it runs would give a designer a change to review in Chromatic that nobody made.
 *
 * Usage: tsx src/tools/storySnapshots.ts http://127.0.0.1:6106 [story id pattern], against a served
 * `storybook build`.
 * Differences are written to test-results/story-snapshots/: `<story>.a.png`, `.b.png`, and
 * `.diff.png` (the first with the differing pixels in red).
 */

const url = process.argv[2] ?? 'http://127.0.0.1:6106'
/** Only the stories whose id matches, e.g. `store-` (all of them by default). */
const only = new RegExp(process.argv[3] ?? '')
const OUT = 'test-results/story-snapshots'
const VIEWPORT = { width: 1280, height: 800 }
const STORY_TIMEOUT_MS = 60_000
/**
 * A picture counts once two taken one after the other are identical, as Playwright's
 * toHaveScreenshot waits: a busy machine can paint a field's corner a frame late. A story still
 * changing after this many pictures is reported as unstable.
 */
const MAX_PICTURES = 8
// tsx compiles this file keeping function names, through a `__name` call the page lacks.
const KEEP_NAMES = 'globalThis.__name = (f) => f'

/** Two machines far apart: a summer morning in Sydney, a winter evening in Los Angeles. */
const SYSTEMS = [
  { label: 'a', timezoneId: 'Australia/Sydney', time: '2025-01-15T08:05:17+11:00' },
  { label: 'b', timezoneId: 'America/Los_Angeles', time: '2027-07-03T19:42:51-07:00' },
] as const

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

async function storyIds(): Promise<IndexEntry[]> {
  const response = await fetch(`${url}/index.json`)
  const index = (await response.json()) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries).filter(
    // Test-only stories are never captured by Chromatic, so their pictures need not agree.
    (entry) => entry.type === 'story' && !entry.tags?.includes('test-only') && only.test(entry.id),
  )
}

const quiet = new WeakMap<Page, () => boolean>()

async function openPreview(browser: Browser, system: (typeof SYSTEMS)[number]) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    timezoneId: system.timezoneId,
    locale: 'en-AU',
  })
  // The clock starts at this system's moment and then runs naturally, as a real machine's does.
  await context.clock.install({ time: system.time })
  await context.addInitScript(KEEP_NAMES)
  const page = await context.newPage()
  // Calls in flight are counted, so a picture waits for the network to go quiet.
  let inFlight = 0
  page.on('request', () => inFlight++)
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)
  quiet.set(page, () => inFlight === 0)
  await page.goto(`${url}/iframe.html`)
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in globalThis)
  // A text caret blinks on the browser's own timer, whatever the page's clock: no part of a design.
  await page.addStyleTag({
    content: '*, *::before, *::after { caret-color: transparent !important; }',
  })
  return { context, page }
}

/** Shows one story in the preview and resolves once its play function and hooks have finished. */
async function showStory(page: Page, id: string): Promise<void> {
  // The screen the story asks for (a narrow kiosk), as Storybook's toolbar and Chromatic size it.
  const globals = await page.evaluate(async (storyId) => {
    const g = globalThis as unknown as {
      __STORYBOOK_PREVIEW__: {
        storyStore: { loadStory(args: { storyId: string }): Promise<{ storyGlobals?: object }> }
      }
    }
    const story = await g.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId })
    return JSON.parse(JSON.stringify(story.storyGlobals ?? {})) as object
  }, id)
  await page.setViewportSize(storyScreen(globals) ?? VIEWPORT)
  const error = await page.evaluate(
    ({ id, timeout }) =>
      new Promise<string | null>((resolve) => {
        const g = globalThis as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: {
            on(event: string, listener: (arg: unknown) => void): void
            off(event: string, listener: (arg: unknown) => void): void
            emit(event: string, arg: unknown): void
          }
        }
        const channel = g.__STORYBOOK_ADDONS_CHANNEL__
        const listeners: Record<string, (arg: unknown) => void> = {}
        const done = (message: string | null) => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener)
          clearTimeout(timer)
          resolve(message)
        }
        const timer = setTimeout(() => done(`did not finish within ${timeout} ms`), timeout)
        listeners.storyFinished = () => done(null)
        listeners.storyErrored = (e) => done(`errored: ${JSON.stringify(e)}`)
        listeners.storyThrewException = (e) => done(`threw: ${String((e as Error).message)}`)
        listeners.playFunctionThrewException = (e) =>
          done(`play threw: ${String((e as Error).message)}`)
        listeners.storyMissing = () => done('missing')
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    { id, timeout: STORY_TIMEOUT_MS },
  )
  if (error) throw new Error(`${id}: ${error}`)
  // A picture is taken once every image and font has arrived, as Chromatic waits for them.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.evaluate(() => document.fonts.ready)
  await networkIdle(page)
}

/** Resolves once the page has had no request in flight for two animation frames. */
async function networkIdle(page: Page): Promise<void> {
  const idle = quiet.get(page)!
  for (;;) {
    while (!idle()) {
      await new Promise<void>((resolve) => {
        const settled = () => {
          page.off('requestfinished', settled)
          page.off('requestfailed', settled)
          resolve()
        }
        page.on('requestfinished', settled)
        page.on('requestfailed', settled)
      })
    }
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    if (idle()) return
  }
}

function shoot(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
}

/** The story's settled picture: the first that equals the one taken just before it. */
async function picture(page: Page, id: string): Promise<Buffer> {
  let previous = await shoot(page)
  for (let taken = 1; taken < MAX_PICTURES; taken++) {
    const next = await shoot(page)
    if (next.equals(previous)) return next
    previous = next
  }
  throw new Error(`${id}: still changing after ${MAX_PICTURES} pictures`)
}

interface Difference {
  pixels: number
  /** Where the differing pixels lie: left, top, right, bottom. */
  box: [number, number, number, number]
  /** The first picture with the differing pixels painted red, as a base64 PNG. */
  marked: string
}

/** Which pixels of two PNGs differ, decoded and compared by the browser itself. */
async function compare(page: Page, a: Buffer, b: Buffer): Promise<Difference> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob()
        const bitmap = await createImageBitmap(blob)
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')!
        context.drawImage(bitmap, 0, 0)
        return { canvas, context, data: context.getImageData(0, 0, bitmap.width, bitmap.height) }
      }
      const [x, y] = await Promise.all([decode(a), decode(b)])
      const width = Math.min(x.data.width, y.data.width)
      const height = Math.min(x.data.height, y.data.height)
      let pixels = Math.abs(x.data.width * x.data.height - y.data.width * y.data.height)
      const box: [number, number, number, number] = [width, height, -1, -1]
      const marked = x.data
      for (let row = 0; row < height; row++) {
        for (let column = 0; column < width; column++) {
          const i = (row * x.data.width + column) * 4
          const j = (row * y.data.width + column) * 4
          if ([0, 1, 2, 3].every((k) => x.data.data[i + k] === y.data.data[j + k])) continue
          pixels++
          box[0] = Math.min(box[0], column)
          box[1] = Math.min(box[1], row)
          box[2] = Math.max(box[2], column)
          box[3] = Math.max(box[3], row)
          marked.data.set([255, 0, 0, 255], i)
        }
      }
      x.context.putImageData(marked, 0, 0)
      const png = await x.canvas.convertToBlob({ type: 'image/png' })
      const bytes = new Uint8Array(await png.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return { pixels, box, marked: btoa(binary) }
    },
    [a.toString('base64'), b.toString('base64')] as const,
  )
}

async function main() {
  const started = performance.now()
  const stories = await storyIds()
  rmSync(OUT, { recursive: true, force: true })
  const browser = await chromium.launch({
    ...chromiumLaunch,
    // Chromium repaints only the damaged part of a tile, and an edge's antialiased pixels then
    // blend one shade apart from a whole tile's (a field's corner after a tap, a row's border):
    // which frames were painted depends on the machine's load, not on the story. Whole tiles
    // every time make the last picture depend on the last frame only.
    args: [...chromiumLaunch.args, '--disable-partial-raster'],
    headless: true,
  })
  const previews: { context: BrowserContext; page: Page }[] = []
  for (const system of SYSTEMS) previews.push(await openPreview(browser, system))
  const scratch = await (await browser.newContext()).newPage()
  await scratch.addInitScript(KEEP_NAMES)
  await scratch.goto('about:blank')
  const differing: string[] = []
  const failed: string[] = []
  for (const story of stories) {
    try {
      const shots = await Promise.all(
        previews.map(async ({ page }) => {
          await showStory(page, story.id)
          return picture(page, story.id)
        }),
      )
      const [a, b] = shots as [Buffer, Buffer]
      if (a.equals(b)) continue
      const difference = await compare(scratch, a, b)
      if (difference.pixels === 0) continue
      differing.push(
        `${story.title} / ${story.name}: ${difference.pixels} pixels differ, within ${difference.box.join(',')}`,
      )
      mkdirSync(OUT, { recursive: true })
      writeFileSync(join(OUT, `${story.id}.a.png`), a)
      writeFileSync(join(OUT, `${story.id}.b.png`), b)
      writeFileSync(join(OUT, `${story.id}.diff.png`), Buffer.from(difference.marked, 'base64'))
    } catch (error) {
      failed.push(String((error as Error).message))
    }
  }
  await browser.close()
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `Compared ${stories.length - failed.length} of ${stories.length} stories under two system clocks in ${seconds} s.`,
  )
  for (const line of differing) console.log(`DIFFERENT  ${line}`)
  for (const line of failed) console.log(`FAILED     ${line}`)
  if (differing.length || failed.length) process.exit(1)
}

await main()

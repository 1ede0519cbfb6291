import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { addProduct, enterPin, openStore } from './support/offlineSales'
import { OwnKiosk } from './support/ownKiosk'
import { login } from './support/kiosk'

/**
 * A new build reaches a kiosk that is not reloaded all day, and is taken up at the main menu, never
 * in the middle of a sale. The kiosk's own server serves a copy of the build (A); the test turns
 * its service worker into build B, which on activation leaves a cache named 'build-B'.
 */

let kiosk: OwnKiosk
let clientDir = ''
/** The copied build's service worker: build A. */
let workerA = ''
const workerFile = () => path.join(clientDir, 'sw.js')

test.setTimeout(240_000)

test.beforeAll(async () => {
  test.setTimeout(120_000)
  clientDir = await mkdtemp(path.join(tmpdir(), 'pos-build-'))
  await cp(path.resolve('dist/client'), clientDir, { recursive: true })
  workerA = await readFile(workerFile(), 'utf8')
  kiosk = await OwnKiosk.create({ clientDir })
  await kiosk.start()
})

test.afterAll(async () => {
  await kiosk?.dispose()
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

const BUILD_B = `
self.addEventListener('activate', (event) => event.waitUntil(caches.open('build-B')))
`

/** What the page can see of the builds: which is waiting, and whether B ever ran. */
const builds = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      waiting: Boolean(registration?.waiting),
      bRan: await caches.has('build-B'),
      inControl: navigator.serviceWorker.controller === registration?.active,
    }
  })

// Each run starts on build A, whatever a run before it served.
test.beforeEach(() => writeFile(workerFile(), workerA))

test('a new build waits through a whole sale and is taken up at the main menu', async ({
  page,
}) => {
  await login(page, 'Demo University', kiosk.baseUrl)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await openStore(page)
  await addProduct(page, 'Graduation Posy')
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Check out without customer' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible()
  // Gone if the page reloads (as it does to run a new build).
  await page.evaluate(() => Object.assign(window, { runningA: true }))

  // Build B is served, and the kiosk checks for it in the middle of the sale.
  await writeFile(workerFile(), workerA + BUILD_B)
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
    null,
    { timeout: 60_000 },
  )

  // The whole sale runs on build A, with B installed and waiting behind it.
  await page.getByRole('combobox', { name: 'Ceremony' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'EFTPOS' }).click()
  await enterPin(page)
  await page
    .getByRole('dialog', { name: 'Send Digital Receipt?' })
    .getByRole('button', { name: 'No' })
    .click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  expect(await builds(page)).toEqual({ waiting: true, bRan: false, inControl: true })
  await page.getByRole('button', { name: 'Done' }).click()
  expect(await page.evaluate(() => 'runningA' in window)).toBe(true)
  expect(await builds(page)).toEqual({ waiting: true, bRan: false, inControl: true })

  // Back at the main menu, B takes over and the page reloads once to run it.
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.waitForFunction(() => !('runningA' in window), null, { timeout: 60_000 })
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await page.waitForFunction(
    async () =>
      (await caches.has('build-B')) &&
      navigator.serviceWorker.controller !== null &&
      !(await navigator.serviceWorker.getRegistration())?.waiting,
    null,
    { timeout: 60_000 },
  )
  expect(await builds(page)).toEqual({ waiting: false, bRan: true, inControl: true })
})

import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure, waitFor } from 'storybook/test'
import { SWRConfig } from 'swr'
import { StoryRouter } from '../stories/support/StoryRouter'
import { SUCCESS_FLAG_MS } from '../src/client/components/useProgressPhase'
import { configureHttp } from '../src/client/transport/http'
import { forgetKept } from '../src/client/offline/keptData'
import { resetSale } from '../src/client/stores/sale'
import { resetSession } from '../src/client/stores/session'
import { httpEvents, resetUi, ui } from '../src/client/stores/ui'
import { resetUpgrade } from '../src/client/stores/upgrade'
import { storyBoot } from '../stories/support/storyBoot'
import { TAP_FLASH_MS } from '../src/client/screens/Store/StockCard'
import { fixStoryClock } from '../stories/support/storyClock'
import { storyTheme } from '../stories/support/storyTheme'
import { isApiRequest, unhandledRequests } from '../stories/support/unhandled'
import { allModes } from './modes'
import { kioskViewports } from './viewports'

async function startWorker() {
  const worker = setupWorker()
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url)
      if (!isApiRequest(url)) return
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`)
      print.error()
    },
  })
  return worker
}

// Routes load lazily, each in a chunk of its own: on a busy machine that can take longer than
// testing-library's default second, so the queries that wait (findBy…, waitFor) get five. The
// stories that wait for a timer of the kiosk's (the clock's tick, a countdown, a tap's highlight)
// use the same five seconds, not a bound of their own a busy machine could overrun.
configure({ asyncUtilTimeout: 5000 })

// Before any story file loads, so fixtures that date things from "today" read the stories' day.
fixStoryClock()

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every story is also an accessibility check: a violation fails it in the test-runner.
    a11y: { test: 'error' },
    viewport: { options: kioskViewports },
    // A docs page shows each story in a frame of its own at the kiosk's height: screens fill the
    // screen and dialogs cover it, which they would do to the whole page if drawn inline.
    docs: { story: { inline: false, height: '800px' } },
    // Every story is captured on the counter kiosk's screen unless its file asks for more.
    chromatic: { modes: { kiosk: allModes.kiosk } },
    options: {
      // The sidebar follows a sale: sign in, the menu, the store (a stage sale's ceremony first),
      // checkout and payment, then the lookup, upgrades and the report; the manager's cash drawer
      // and back office close the day; the building blocks, every dialog and whole flows come last.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and touch', 'Layout', 'Icons'],
          'Login',
          ['University picker', 'Credentials'],
          'Menu',
          'Store',
          ['Ceremony selection', 'Store screen', 'Categories', 'Stock grid', 'Cart'],
          'Checkout',
          'Payment',
          ['Payment type', 'Order summary', 'Order confirmed'],
          'Lookup',
          [
            'Search form',
            'Searching and no results',
            'Search results',
            'More results',
            'Narrow screen',
            'Order details',
            '*',
          ],
          'Upgrade',
          [
            'Upgrade options',
            'Colour choice',
            'No options, loading or failed',
            'Confirm upgrade',
            'Payment type',
            'Success',
          ],
          'Report',
          'Cash drawer',
          ['Drawer screen', 'Drawer closed'],
          'Back office',
          ['Frame', 'Ceremonies', 'Staff', 'Audit log'],
          'Components',
          'Dialogs',
          'Flows',
          [
            'Stage sale',
            'General store checkout',
            'Lookup',
            'Lookup link',
            'Upgrade',
            'Cash drawer',
          ],
          '*',
        ],
        // Whatever no list above names (the components, the dialogs) is found by its name.
        method: 'alphabetical',
      },
    },
  },
  initialGlobals: { viewport: { value: 'kiosk', isRotated: false } },
  // Nothing leaks between stories: fresh stores, a fresh SWR cache, a fresh location, and no
  // catalogue kept for offline use by an earlier story.
  async beforeEach() {
    // Every story starts at the same moment, whatever an earlier story moved the clock to.
    fixStoryClock()
    unhandledRequests.length = 0
    resetSale()
    resetUpgrade()
    resetUi()
    resetSession(storyBoot)
    configureHttp({ tenant: storyBoot.tenant!, csrfToken: storyBoot.csrfToken, ...httpEvents })
    await forgetKept()
  },
  async afterEach({ parameters }) {
    // A snapshot shows the screen, not the focus ring of the last thing the play function
    // tapped; a story about focus keeps it with `parameters: { keepFocus: true }`.
    if (!parameters.keepFocus && document.activeElement instanceof HTMLElement)
      document.activeElement.blur()
    // A call still running when the play ends (a refresh after a sale) raises the top bar and
    // then its success flag only where the machine is slow: the last frame waits for the kiosk
    // to be idle, and for the render that follows, before looking for the flag.
    await waitFor(() => {
      if (ui.busy > 0) throw new Error('A call of the kiosk is still running')
    })
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    // The top bar shows a slow call's success for two seconds; whether a call was slow depends
    // on the machine, so the last frame is taken once that flag has gone.
    await waitFor(
      () => {
        if (document.querySelector('[role="progressbar"][aria-label="Finished"]'))
          throw new Error('The progress bar still shows a finished call')
      },
      { timeout: SUCCESS_FLAG_MS + 1000 },
    )
    // A tapped product card stays lit for a moment; the last frame shows the store at rest.
    await waitFor(
      () => {
        if (document.querySelector('[data-tapped]')) throw new Error('A tapped card is still lit')
      },
      { timeout: TAP_FLASH_MS + 1000 },
    )
    if (unhandledRequests.length) {
      throw new Error(
        `This story called the API without a mock for: ${unhandledRequests.join(', ')}`,
      )
    }
  },
  decorators: [
    (Story) => (
      <ThemeProvider theme={storyTheme}>
        <CssBaseline />
        <SWRConfig
          value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
        >
          <StoryRouter>
            <Story />
          </StoryRouter>
        </SWRConfig>
      </ThemeProvider>
    ),
  ],
}

export default preview

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { KIOSK_PAGES_CACHE, kioskManifest } from './src/client/offline/shellConfig'
import { withoutOtherPages } from './src/tools/kioskPrecache'
import { precompress } from './src/tools/precompress'

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // generateSW: the kiosk needs only a precache and one runtime route, which Workbox's own
    // generated worker covers; injectManifest would mean writing and bundling a worker by hand.
    VitePWA({
      strategies: 'generateSW',
      // A waiting build is applied at the main menu (src/client/offline/appShell.ts), never mid-sale.
      registerType: 'prompt',
      // Registered by src/client/offline/registerShell.ts after the first render, not by a script tag.
      injectRegister: false,
      devOptions: { enabled: false },
      manifest: kioskManifest,
      // The icons are precached with the rest of public/ (globPatterns).
      includeManifestIcons: false,
      workbox: {
        // The pages are templates the server fills with boot data: never precached nor served as
        // a navigation fallback. Source maps are for debugging, not for selling.
        globPatterns: ['**/*.{js,css,svg,png}'],
        globIgnores: ['**/*.map', '**/.vite/**'],
        manifestTransforms: [withoutOtherPages('dist/client')],
        navigateFallback: null,
        inlineWorkboxRuntime: true,
        // The first worker controls the page that installed it; later builds still wait (above).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        dontCacheBustURLsMatching: /^assets\//,
        runtimeCaching: [
          {
            // The kiosk's own page (/{tenant}/pos) only: login, reports and the API stay network-only.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/[^/]+\/pos\/?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: KIOSK_PAGES_CACHE,
              networkTimeoutSeconds: 3,
              // A redirect to the login page is never kept as the kiosk's page.
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 4 },
            },
          },
          {
            // The manifest's start_url ('/', the university picker): an installed kiosk opened
            // without a network goes to the kiosk page it keeps rather than the browser's error.
            // Serialised into sw.js, so it names the cache itself (KIOSK_PAGES_CACHE).
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
            handler: async ({ request }) => {
              try {
                return await fetch(request)
              } catch (error) {
                const kept = await (await caches.open('kiosk-pages')).keys()
                const page = kept[kept.length - 1]
                if (!page) throw error
                return Response.redirect(page.url, 302)
              }
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // A page, an entry: the login pages load none of the kiosk's code, and the takings report's and
    // the back office's code never lands in the kiosk's bundle.
    rollupOptions: {
      input: {
        main: 'index.html',
        picker: 'picker.html',
        report: 'report.html',
        admin: 'admin.html',
      },
    },
    // Which chunks the page loads first, for the first-JS budget (npm run check:bundle).
    manifest: true,
  },
})

import type { ManifestOptions } from 'vite-plugin-pwa'

/** The service worker's runtime cache of the kiosk's page (/{tenant}/pos), emptied at logout. */
export const KIOSK_PAGES_CACHE = 'kiosk-pages'

/** The web app manifest: installed, the kiosk opens full screen on the university's page. */
export const kioskManifest: Partial<ManifestOptions> = {
  name: 'Ceremony POS',
  short_name: 'Ceremony POS',
  description: 'Point-of-sale kiosk for university graduation ceremonies',
  display: 'fullscreen',
  orientation: 'landscape',
  theme_color: '#14254a',
  background_color: '#14254a',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

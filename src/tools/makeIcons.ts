/**
 * `npx tsx src/tools/makeIcons.ts`: draws public/favicon.svg into the web app manifest's PNG icons
 * (public/icons/icon-192.png and icon-512.png) with the Chromium the tests already use, so no
 * image library is needed for two committed files. Run it again after changing the favicon.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT } from '../server/config'

const svg = readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<body style="margin:0;background:#14254a">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    )
    await page.screenshot({ path: path.join(ROOT, `public/icons/icon-${size}.png`) })
    await page.close()
  }
} finally {
  await browser.close()
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { BOOT_ELEMENT_ID, type BootData } from '../../domain/contract/boot'
import { ROOT } from '../config'

export interface PageRenderer {
  /** Serves whatever the pages load (the built bundle, or Vite's dev middleware). */
  register(app: FastifyInstance): Promise<void>
  render(url: string, boot: BootData): Promise<string>
}

const PLACEHOLDER = '<!--boot-data-->'

/**
 * The service worker and the web app manifest keep their names from build to build: asked about
 * each time, so a kiosk sees a new build at its next update check.
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest'])

/**
 * Each page is its own entry of the build: the university picker never loads the kiosk,
 * and the kiosk never loads the takings report or the back office.
 */
const TEMPLATES: Record<BootData['page'], string> = {
  picker: 'picker.html',
  pos: 'index.html',
  report: 'report.html',
  admin: 'admin.html',
}
const templateOf = (boot: BootData) => TEMPLATES[boot.page]

/** The page's first data as inert JSON; '<' is escaped so no value can close the script element. */
export function injectBoot(template: string, boot: BootData): string {
  const json = JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  const tag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${json}</script>`
  return template.replace(PLACEHOLDER, () => tag)
}

/** Production: the Vite build in `clientDir`, its hashed assets served with long cache lifetimes. */
export function builtPages(clientDir: string): PageRenderer {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing). Run "npm run build" first.`)
  }
  const templates = new Map<string, string>()
  for (const name of new Set(Object.values(TEMPLATES))) {
    const file = path.join(clientDir, name)
    if (existsSync(file)) templates.set(name, readFileSync(file, 'utf8'))
  }
  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build's .br and .gz beside each asset (src/tools/precompress.ts), sent as they are.
        preCompressed: true,
        allowedPath: (pathName) => !templates.has(pathName.slice(1)),
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable')
          } else if (ALWAYS_REVALIDATED.has(path.basename(filePath))) {
            res.header('cache-control', 'no-cache')
          }
        },
      })
    },
    async render(_url, boot) {
      return injectBoot(templates.get(templateOf(boot)) ?? templates.get('index.html')!, boot)
    },
  }
}

/** Server tests: the source index.html, no bundle behind it. */
export function sourcePages(indexFile = path.join(ROOT, 'index.html')): PageRenderer {
  const template = readFileSync(indexFile, 'utf8')
  return {
    async register() {},
    async render(_url, boot) {
      return injectBoot(template, boot)
    },
  }
}

/** `npm run dev`: Vite in middleware mode, with hot reload. */
export async function devPages(): Promise<PageRenderer> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: ROOT,
    server: { middlewareMode: true },
    appType: 'custom',
  })
  return {
    async register(app) {
      const { default: middie } = await import('@fastify/middie')
      await app.register(middie)
      app.use(vite.middlewares)
      app.addHook('onClose', async () => vite.close())
    },
    async render(url, boot) {
      const file = path.join(ROOT, templateOf(boot))
      const html = await vite.transformIndexHtml(url, readFileSync(file, 'utf8'))
      return injectBoot(html, boot)
    },
  }
}

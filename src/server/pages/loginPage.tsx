import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import type { FastifyReply } from 'fastify'
import { AppProviders } from '../../client/AppProviders'
import { LoginScreen, type LoginPost } from '../../client/screens/Login/LoginScreen'

export interface LoginPageProps {
  version: string
  universityName: string
  errors: string[]
  email?: string
  post: LoginPost
}

// public/favicon.svg inline, as the other pages carry it.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='12' fill='%2314254a'/%3E%3Cpath d='M32 14 6 26l26 12 26-12z' fill='%23f4c430'/%3E%3Cpath d='M16 31v10c0 5 7 9 16 9s16-4 16-9V31l-16 7z' fill='%23fff'/%3E%3Cpath d='M54 27v14' stroke='%23f4c430' stroke-width='3'/%3E%3Ccircle cx='54' cy='43' r='3' fill='%23f4c430'/%3E%3C/svg%3E"

/**
 * The staff login page as HTML, with the styles its markup uses and no script: React and MUI run
 * here, on the server, so the browser loads no JavaScript for it. It is the same LoginScreen the
 * stories show, given a form the browser posts itself.
 */
export function renderLoginPage(props: LoginPageProps): string {
  // A cache per page: `compat` keeps emotion from writing <style> tags into the markup, so the
  // rules it collects (in the order inserted) can go into the head.
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const body = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <LoginScreen {...props} pickerHref="/" />
      </AppProviders>
    </CacheProvider>,
  )
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('')
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#14254a" />
<link rel="icon" type="image/svg+xml" href="${FAVICON}" />
<title>Ceremony POS</title>
<style>${css}</style>
</head>
<body><div id="root">${body}</div></body>
</html>`
}

export function sendLoginPage(reply: FastifyReply, props: LoginPageProps, status = 200) {
  // The page carries the session's CSRF token: never cached, never framed.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderLoginPage(props))
}

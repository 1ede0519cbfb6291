import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { ensureSession } from '../plugins/ensureSession'
import { tenantOf } from '../plugins/guards'
import { sendLoginPage } from '../pages/loginPage'
import { refusalMessages, refusalQuery } from '../pages/loginRefusal'
import { afterLogin, returnOf } from '../pages/returnTo'
import { Refusal } from '../services/refusal'
import { signIn } from './auth/signIn'

/** A form post is a few short fields; anything longer is not this page's form. */
const FORM_BODY_LIMIT = 4096

const LoginForm = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  remember: Type.Optional(Type.String({ maxLength: 8 })),
  return: Type.Optional(Type.String({ maxLength: 32 })),
  _token: Type.Optional(Type.String({ maxLength: 200 })),
})

interface PageState {
  errors: string[]
  email?: string
  back: string | null
}

function showPage(request: FastifyRequest, reply: FastifyReply, state: PageState, status = 200) {
  const tenant = tenantOf(request)
  const hidden: Record<string, string> = { _token: request.session?.csrfToken ?? '' }
  if (state.back) hidden.return = state.back
  return sendLoginPage(
    reply,
    {
      version: request.server.config.version,
      universityName: tenant.name,
      errors: state.errors,
      ...(state.email === undefined ? {} : { email: state.email }),
      post: { action: `/${tenant.slug}/login/form`, hidden },
    },
    status,
  )
}

/** Said when a form comes back with a stale token: the page was open longer than its session. */
const EXPIRED = 'This page was open too long to be sent. Sign in again.'

/**
 * The login page's own address for a refused form, so the address bar, a reload and Back show
 * the login page with the same message, the typed email and `return` kept (never the password).
 */
function refusedAt(slug: string, refusal: Refusal, email: string, back: string | null): string {
  const query = new URLSearchParams(refusalQuery(refusal))
  if (email) query.set('email', email)
  if (back) query.set('return', back)
  return `/${slug}/login?${query.toString()}`
}

/**
 * GET /{tenant}/login, rendered on the server with no script, and POST /{tenant}/login/form, the
 * form it posts: the same login as the JSON call (POST /{tenant}/login), behind the same CSRF
 * guard (the token in a hidden `_token` field), answered with a 303 to the kiosk or the page that
 * sent the person here, or a 303 back to the login page's address, which shows the server's error
 * and the email kept.
 */
export const loginPage: FastifyPluginAsyncTypebox = async (app) => {
  // Form bodies for this plugin's routes only: the JSON API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  const page = { config: { public: true }, schema: { hide: true } }

  app.get('/login', page, async (request, reply) => {
    const tenant = tenantOf(request)
    const back = returnOf(request.url)
    if (request.session?.staffId && request.session.universityId === tenant.id) {
      return reply.redirect(afterLogin(tenant.slug, back))
    }
    await ensureSession(request, reply, tenant.id)
    const query = new URL(request.url, 'http://kiosk').searchParams
    const errors = query.has('expired') ? [EXPIRED] : refusalMessages(query)
    const email = query.get('email')?.slice(0, 254)
    return showPage(request, reply, { errors, back, ...(email ? { email } : {}) })
  })

  app.post(
    '/login/form',
    { config: { public: true, formPage: 'login' }, schema: { hide: true, body: LoginForm } },
    async (request, reply) => {
      const { email = '', password = '', remember, return: back = null } = request.body
      try {
        await signIn(request, reply, { email, password, remember: remember === '1' })
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        reply.headers(error.headers ?? {})
        return reply.redirect(refusedAt(tenantOf(request).slug, error, email, back), 303)
      }
      return reply.redirect(afterLogin(tenantOf(request).slug, back), 303)
    },
  )
}

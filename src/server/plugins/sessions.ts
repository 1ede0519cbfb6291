import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { kioskIdOf } from '../security/kioskCookie'
import { randomToken, sha256 } from '../security/secrets'
import { sessionStore } from '../services/auth/sessionStore'
import type { SessionRecord } from '../types'

export const SESSION_COOKIE = 'pos_session'
/** Writing last-seen on every request would turn every read into a write. */
const TOUCH_AFTER_MS = 60_000
/**
 * However busy a session is kept, it ends this long after login: a stolen cookie, or a kiosk
 * left signed in with "Remember me", does not stay open for ever.
 */
export const MAX_SESSION_AGE_MS = 30 * 86_400_000
export interface StartOptions {
  universityId: number | null
  staffId: number | null
  remember?: boolean
}

declare module 'fastify' {
  interface FastifyReply {
    startSession(options: StartOptions): Promise<SessionRecord>
    endSession(): Promise<void>
  }
  interface FastifyInstance {
    purgeExpiredSessions(): Promise<void>
    /** Counts a new guest session against its client's address (an IPv6 /64 is one client). */
    guestSessions: ReturnType<FastifyInstance['createRateLimit']>
  }
}

/**
 * Sessions live in the database so any server process can serve any request. The cookie holds a
 * random token; the table holds only its hash.
 */
export default fp(
  async (app) => {
    const ttlMs = (remember: boolean) =>
      remember ? app.config.rememberDays * 86_400_000 : app.config.sessionHours * 3_600_000
    /** Idle expiry from now, never past the session's absolute end. */
    const expiry = (createdAt: number, now: number, remember: boolean) =>
      new Date(Math.min(now + ttlMs(remember), createdAt + MAX_SESSION_AGE_MS))

    const setCookie = (reply: FastifyReply, token: string, remember: boolean) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        ...(remember ? { maxAge: Math.min(ttlMs(true), MAX_SESSION_AGE_MS) / 1000 } : {}),
      })
    }

    // Held in this process's memory: a limit per process is enough for a cheap bound on rows.
    app.decorate(
      'guestSessions',
      app.createRateLimit({
        max: app.config.guestSessionsPerMinute,
        timeWindow: 60_000,
        ipv6Subnet: 64,
      }),
    )
    app.decorateRequest('session', null)

    app.decorateReply('startSession', async function (this: FastifyReply, options: StartOptions) {
      const request = this.request
      // A new id at every start (login included) so a token known before login is worthless after.
      if (request.session) await sessionStore.remove(app.db, request.session.id)
      const token = randomToken()
      const remember = options.remember ?? false
      const now = Date.now()
      const row = await sessionStore.insert(app.db, {
        id: sha256(token),
        universityId: options.universityId,
        staffId: options.staffId,
        csrfToken: randomToken(),
        remember,
        createdAt: new Date(now),
        expiresAt: expiry(now, now, remember),
      })
      setCookie(this, token, remember)
      // A kiosk keeps one id across its logins, so its PIN lockout does too (checkPin).
      if (options.staffId !== null) kioskIdOf(request, this, app.config.cookieSecure)
      request.session = row
      return row
    })

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const request = this.request
      if (request.session) await sessionStore.remove(app.db, request.session.id)
      request.session = null
      this.clearCookie(SESSION_COOKIE, { path: '/' })
    })

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || token.length > 200) return
      const found = await sessionStore.find(app.db, sha256(token))
      if (!found) return
      const { row } = found
      const now = Date.now()
      // Disabling a staff member ends their sessions at once, not when they next expire.
      if (
        row.expiresAt.getTime() <= now ||
        now - row.createdAt.getTime() >= MAX_SESSION_AGE_MS ||
        found.staffDisabledAt
      ) {
        await sessionStore.remove(app.db, row.id)
        return
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        row.lastSeenAt = new Date(now)
        row.expiresAt = expiry(row.createdAt.getTime(), now, row.remember)
        await sessionStore.touch(app.db, row.id, row)
      }
      request.session = row
    })

    app.decorate('purgeExpiredSessions', () => sessionStore.purgeExpired(app.db))
  },
  {
    name: 'sessions',
    dependencies: ['@fastify/cookie', '@fastify/rate-limit', 'config', 'database'],
  },
)

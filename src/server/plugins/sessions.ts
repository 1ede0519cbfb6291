import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { eq, lt } from 'drizzle-orm'
import { sessions } from '../db/schema'
import { randomToken, sha256 } from '../security/secrets'
import type { SessionRecord } from '../types'

export const SESSION_COOKIE = 'pos_session'
/** Writing last-seen on every request would turn every read into a write. */
const TOUCH_AFTER_MS = 60_000

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
}

/**
 * Sessions live in the database so any server process can serve any request. The cookie holds a
 * random token; the table holds only its hash.
 */
export default fp(
  async (app) => {
    const ttlMs = (remember: boolean) =>
      remember ? app.config.rememberDays * 86_400_000 : app.config.sessionHours * 3_600_000

    const setCookie = (reply: FastifyReply, token: string, remember: boolean) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        ...(remember ? { maxAge: ttlMs(true) / 1000 } : {}),
      })
    }

    app.decorateRequest('session', null)

    app.decorateReply('startSession', async function (this: FastifyReply, options: StartOptions) {
      const request = this.request
      // A new id at every start (login included) so a token known before login is worthless after.
      if (request.session) await app.db.delete(sessions).where(eq(sessions.id, request.session.id))
      const token = randomToken()
      const remember = options.remember ?? false
      const [row] = await app.db
        .insert(sessions)
        .values({
          id: sha256(token),
          universityId: options.universityId,
          staffId: options.staffId,
          csrfToken: randomToken(),
          remember,
          expiresAt: new Date(Date.now() + ttlMs(remember)),
        })
        .returning()
      setCookie(this, token, remember)
      request.session = row!
      return row!
    })

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const request = this.request
      if (request.session) await app.db.delete(sessions).where(eq(sessions.id, request.session.id))
      request.session = null
      this.clearCookie(SESSION_COOKIE, { path: '/' })
    })

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || token.length > 200) return
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(token)))
      if (!row) return
      const now = Date.now()
      if (row.expiresAt.getTime() <= now) {
        await app.db.delete(sessions).where(eq(sessions.id, row.id))
        return
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        row.lastSeenAt = new Date(now)
        row.expiresAt = new Date(now + ttlMs(row.remember))
        await app.db
          .update(sessions)
          .set({ lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt })
          .where(eq(sessions.id, row.id))
      }
      request.session = row
    })

    app.decorate('purgeExpiredSessions', async () => {
      await app.db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
    })
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    purgeExpiredSessions(): Promise<void>
  }
}

/** The guest session a login form needs for its CSRF token, created on first sight. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  universityId: number | null,
) {
  return request.session ?? reply.startSession({ universityId, staffId: null })
}

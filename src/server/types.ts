import type { Config } from './config'
import type { Db } from './db/client'
import type { GesService } from './services/ges'
import type { Mailer } from './services/mailer'
import type { MailOutbox } from './services/mailOutbox'

export interface SessionRecord {
  id: string
  universityId: number | null
  staffId: number | null
  csrfToken: string
  remember: boolean
  pinOperatorId: number | null
  pinCheckedAt: Date | null
  lastSeenAt: Date
  expiresAt: Date
}

export interface TenantRecord {
  id: number
  slug: string
  name: string
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    mailer: Mailer
    mailOutbox: MailOutbox
    ges: GesService
    /** Forgets what has expired and vacuums an embedded database; runs every 10 minutes. */
    housekeep(): Promise<void>
  }
  interface FastifyRequest {
    session: SessionRecord | null
    tenant: TenantRecord | null
  }
}

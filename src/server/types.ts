export interface SessionRecord {
  id: string
  universityId: number | null
  staffId: number | null
  csrfToken: string
  remember: boolean
  pinOperatorId: number | null
  pinCheckedAt: Date | null
  /** The login (or the guest visit) that started the session. */
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
}

export interface TenantRecord {
  id: number
  slug: string
  name: string
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null
    tenant: TenantRecord | null
  }
}

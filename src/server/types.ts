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
  interface FastifyRequest {
    session: SessionRecord | null
    tenant: TenantRecord | null
  }
}

import type { FastifyRequest } from 'fastify'

/**
 * The ETag of each university's catalogue as this process last sent it, with the catalogue's
 * version then. The tag is @fastify/etag's hash of the answer (app.ts), the same in every process:
 * a process that has not sent the current version reads and hashes it once, as before.
 */
export function catalogueTags() {
  const sent = new Map<number, { version: number; etag: string }>()
  return {
    /** The tag of this version of the catalogue, if this process has sent it. */
    of(universityId: number, version: number): string | null {
      const last = sent.get(universityId)
      return last?.version === version ? last.etag : null
    },
    remember(universityId: number, version: number, etag: string) {
      sent.set(universityId, { version, etag })
    },
  }
}

/** The request's If-None-Match names this tag, weak or strong, compared as @fastify/etag does. */
export function holdsTag(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match']
  return held === etag || held === `W/${etag}` || `W/${held}` === etag
}

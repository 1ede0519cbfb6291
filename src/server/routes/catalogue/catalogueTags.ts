import type { FastifyRequest } from 'fastify'

/** A university's catalogue in one of its views: each view is its own answer with its own tag. */
export interface CatalogueView {
  universityId: number
  view: 'whole' | 'card'
}

/**
 * The ETag of each university's catalogue as this process last sent it, with the catalogue's
 * version then. The tag is @fastify/etag's hash of the answer (app.ts), the same in every process:
 * a process that has not sent the current version reads and hashes it once, as before.
 */
export function catalogueTags() {
  const sent = new Map<string, { version: number; etag: string }>()
  const key = (catalogue: CatalogueView) => `${catalogue.universityId} ${catalogue.view}`
  return {
    /** The tag of this version of the catalogue in this view, if this process has sent it. */
    of(catalogue: CatalogueView, version: number): string | null {
      const last = sent.get(key(catalogue))
      return last?.version === version ? last.etag : null
    },
    remember(catalogue: CatalogueView, version: number, etag: string) {
      sent.set(key(catalogue), { version, etag })
    },
  }
}

/** The request's If-None-Match names this tag, weak or strong, compared as @fastify/etag does. */
export function holdsTag(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match']
  return held === etag || held === `W/${etag}` || `W/${held}` === etag
}

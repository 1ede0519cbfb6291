import { installation } from '../../db/schema'
import type { Db } from '../../db/client'

/**
 * This installation's id (made by migration 0004), read once. It prefixes the idempotency key of
 * every push, so two installations, or a demo started over, never share keys at one GES.
 */
export function installationId(db: Db): () => Promise<string> {
  let id: Promise<string> | null = null
  return () => {
    id ??= db
      .select({ id: installation.id })
      .from(installation)
      .then(([row]) => {
        if (!row) throw new Error('The installation row is missing (migration 0004 makes it).')
        return row.id
      })
    id.catch(() => {
      id = null
    })
    return id
  }
}

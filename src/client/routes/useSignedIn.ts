import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { SignedInProps } from '../components/SignedIn'
import { session } from '../stores/session'

/**
 * The signed-in staff member and university, from the page's session, for a screen's header: the
 * same object while they stay the same, so a memoised header skips the screen's other changes.
 */
export function useSignedIn(): SignedInProps {
  const s = useSnapshot(session)
  const universityName = s.universityName
  const staffName = s.user?.name ?? null
  return useMemo(() => ({ universityName, staffName }), [universityName, staffName])
}

import { useSnapshot } from 'valtio'
import type { SignedInProps } from '../components/SignedIn'
import { session } from '../stores/session'

/** The signed-in staff member and university, from the page's session, for a screen's header. */
export function useSignedIn(): SignedInProps {
  const s = useSnapshot(session)
  return { universityName: s.universityName, staffName: s.user?.name ?? null }
}

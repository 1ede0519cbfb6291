import { useSnapshot } from 'valtio'
import { LookupTestScreen } from '../../screens/LookupTest/LookupTestScreen'
import { session } from '../../stores/session'
import { upgrade } from '../../stores/upgrade'
import { useBack } from '../history'

export function LookupTestRoute() {
  const s = useSnapshot(session)
  const u = useSnapshot(upgrade)
  const back = useBack()
  return (
    <LookupTestScreen
      version={s.version}
      tenant={s.tenant}
      staff={s.user ? `${s.user.name} <${s.user.email}>` : null}
      snapshot={u}
      onBack={() => back()}
    />
  )
}

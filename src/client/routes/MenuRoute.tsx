import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { MenuScreen } from '../screens/Menu/MenuScreen'
import { resetSale, startSale } from '../stores/sale'
import { session, stopSessionTimer } from '../stores/session'
import { dismissAll, hideSpinner } from '../stores/ui'
import { logoutAndLeave } from './logout'
import { useGo } from './navigation'

export function MenuRoute() {
  const s = useSnapshot(session)
  const go = useGo()

  useEffect(() => {
    stopSessionTimer()
    resetSale()
    hideSpinner()
    dismissAll()
  }, [])

  return (
    <MenuScreen
      universityName={s.universityName}
      staffName={s.user?.name ?? null}
      reportsUrl={s.reportsUrl}
      webkioskUrl={s.webkioskUrl}
      onPos={() => {
        startSale('normal')
        go('store')
      }}
      onStage={() => {
        startSale('stage')
        go('ceremonies')
      }}
      onLookup={() => go('lookup')}
      onLogout={() => logoutAndLeave(s.tenant)}
    />
  )
}

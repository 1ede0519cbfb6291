import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useKioskTerminal } from '../api/terminal'
import { enterMenu, updatePending } from '../offline/appShell'
import { MenuScreen } from '../screens/Menu/MenuScreen'
import { resetSale, startSale } from '../stores/sale'
import { session, stopSessionTimer } from '../stores/session'
import { dismissAll, hideSpinner } from '../stores/ui'
import { logoutAndLeave } from './logout'
import { MenuWaitingSales } from './MenuWaitingSales'
import { useGo } from './navigation'

/** The main menu: between sales, so the sale is reset and a new build may be taken up here. */
export function MenuRoute() {
  const s = useSnapshot(session)
  const go = useGo()
  // Offline with nothing kept, or refused: no line, rather than an error on the menu. Not asked
  // while a new build is taken up here (appShell.ts): the page reloads for it anyway.
  const { data: kiosk } = useKioskTerminal(!updatePending())

  useEffect(() => {
    stopSessionTimer()
    resetSale()
    hideSpinner()
    dismissAll()
  }, [])
  // A new build of the kiosk is taken up here, between sales.
  useEffect(enterMenu, [])

  return (
    <MenuScreen
      universityName={s.universityName}
      staffName={s.user?.name ?? null}
      reportsUrl={s.reportsUrl}
      webkioskUrl={s.webkioskUrl}
      backOfficeUrl={s.user?.role === 'manager' ? `/${s.tenant}/admin` : null}
      onPos={() => {
        startSale('normal')
        go('store')
      }}
      onStage={() => {
        startSale('stage')
        go('ceremonies')
      }}
      onLookup={() => go('lookup')}
      onDrawer={() => go('drawer')}
      onLogout={() => logoutAndLeave(s.tenant)}
      waiting={<MenuWaitingSales tenant={s.tenant} />}
      kiosk={kiosk ? { code: kiosk.kiosk_code, terminal: kiosk.terminal?.label ?? null } : null}
    />
  )
}

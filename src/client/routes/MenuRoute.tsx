import { Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { enterMenu } from '../offline/appShell'
import { acceptServerPrices, cancelWithNote } from '../offline/resolve'
import { MenuScreen } from '../screens/Menu/MenuScreen'
import { offline } from '../stores/offline'
import { resetSale, startSale } from '../stores/sale'
import { session, stopSessionTimer } from '../stores/session'
import { dismissAll, hideSpinner } from '../stores/ui'
import { WaitingSales } from './lazyShell'
import { logoutAndLeave } from './logout'
import { useGo } from './navigation'

export function MenuRoute() {
  const s = useSnapshot(session)
  const net = useSnapshot(offline)
  const go = useGo()

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
      waiting={
        <Suspense fallback={null}>
          <WaitingSales
            sales={net.sales.map((sale) => ({
              key: sale.key,
              number: sale.number,
              createdAt: sale.createdAt,
              customer: sale.summary.customer,
              totalCents: sale.summary.totalCents,
              state: sale.state,
              error: sale.error,
            }))}
            onAcceptPrices={(key) => void acceptServerPrices(key)}
            onCancelSale={(key) => void cancelWithNote(key, s.tenant)}
          />
        </Suspense>
      }
    />
  )
}

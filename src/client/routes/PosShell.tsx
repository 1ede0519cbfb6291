import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { NetworkStatus } from '../components/NetworkStatus'
import { SessionExpiryDialog } from '../dialogs/SessionExpiry/SessionExpiryDialog'
import { startOfflineSync } from '../offline/syncService'
import { offline } from '../stores/offline'
import { endSale } from '../stores/sale'
import { keepSessionOnTouch, session, startSessionTimer, stopSessionTimer } from '../stores/session'
import { dismissAll } from '../stores/ui'
import { GlobalOverlays } from './GlobalOverlays'
import { useGo } from './navigation'
import { PATHS } from './paths'

/**
 * The POS layout: on creation it empties the cart and goes to the menu; it restarts the session
 * timer on every touch and on every navigation except to the menu.
 */
export function PosShell({
  children,
  startAtMenu = true,
}: {
  children: ReactNode
  startAtMenu?: boolean
}) {
  const [location] = useLocation()
  const go = useGo()
  const s = useSnapshot(session)
  const net = useSnapshot(offline)

  useEffect(() => {
    if (!startAtMenu) return
    endSale()
    go('menu', { replace: true })
  }, [startAtMenu, go])

  useEffect(() => {
    if (location !== PATHS.menu) startSessionTimer()
  }, [location])

  useEffect(keepSessionOnTouch, [])
  // Only a kiosk page the server sent (it carries the offline key) keeps and sends sales offline.
  useEffect(() => (s.offlineKey ? startOfflineSync(s.tenant) : undefined), [s.offlineKey, s.tenant])

  const goHome = () => {
    stopSessionTimer()
    dismissAll()
    go('menu')
  }
  return (
    <>
      {children}
      <NetworkStatus
        online={net.online}
        offlineSince={net.offlineSince}
        waiting={net.sales.filter((sale) => sale.state === 'waiting').length}
        refused={net.sales.filter((sale) => sale.state === 'refused').length}
        syncing={net.syncing}
      />
      <SessionExpiryDialog
        open={s.dialogOpen}
        onExtend={startSessionTimer}
        onGoHome={goHome}
        onExpire={() => {
          endSale()
          goHome()
        }}
      />
      <GlobalOverlays />
    </>
  )
}

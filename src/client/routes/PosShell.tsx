import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { startOfflineSync } from '../stores/offlineSync'
import { endSale } from '../stores/sale'
import { keepSessionOnTouch, session, startSessionTimer, stopSessionTimer } from '../stores/session'
import { dismissAll } from '../stores/ui'
import { GlobalOverlays } from './GlobalOverlays'
import { useLinkedOrderId } from './lookup/useLinkedOrder'
import { useGo } from './navigation'
import { keptAttempt } from '../stores/terminalKept'
import { lazyComponent } from './lazyComponent'
import { PATHS, preloadRoutes } from './routeTable'
import { ShellStatus } from './ShellStatus'

// Loaded only when a card payment was under way at a reload: the kiosk's first load stays small.
const ResumedCardPayment = lazyComponent(() =>
  import('./ResumedCardPayment').then((m) => m.ResumedCardPayment),
)

/**
 * The POS layout: on creation it empties the cart and goes to the menu (unless the address links
 * an order to look up); it restarts the session timer on every touch and every navigation but to
 * the menu.
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
  // A link to an order (the takings report's) opens the lookup at it instead of the menu.
  const linkedId = useLinkedOrderId()
  const linkedOrder = useRef(location === PATHS.lookup && linkedId !== null)
  const [cardPaymentKept] = useState(() => keptAttempt() !== null)

  useEffect(() => {
    if (!startAtMenu) return
    endSale()
    if (!linkedOrder.current) go('menu', { replace: true })
  }, [startAtMenu, go])
  useEffect(() => {
    if (location !== PATHS.menu) startSessionTimer()
  }, [location])
  useEffect(keepSessionOnTouch, [])
  useEffect(preloadRoutes, [])
  // Only a kiosk page the server sent (it carries the offline key) keeps and sends sales offline.
  useEffect(() => (s.offlineKey ? startOfflineSync(s.tenant) : undefined), [s.offlineKey, s.tenant])

  const goHome = () => {
    stopSessionTimer()
    dismissAll()
    go('menu')
  }
  return (
    <>
      <ShellStatus onGoHome={goHome} />
      {children}
      <GlobalOverlays />
      {cardPaymentKept && (
        <Suspense fallback={null}>
          <ResumedCardPayment />
        </Suspense>
      )}
    </>
  )
}

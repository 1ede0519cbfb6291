import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { offline } from '../stores/offline'
import { endSale } from '../stores/sale'
import { session, startSessionTimer } from '../stores/session'
import { NetworkStatus, SessionExpiryDialog } from './lazyShell'

/** Over every POS screen: the network status pill and the session-expiry dialog. */
export function ShellStatus({ onGoHome }: { onGoHome: () => void }) {
  const s = useSnapshot(session)
  const net = useSnapshot(offline)
  return (
    <Suspense fallback={null}>
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
        onGoHome={onGoHome}
        onExpire={() => {
          endSale()
          onGoHome()
        }}
      />
    </Suspense>
  )
}

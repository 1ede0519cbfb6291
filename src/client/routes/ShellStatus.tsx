import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { StatusBar } from '../components/StatusBar'
import { offline } from '../stores/offline'
import { endSale } from '../stores/sale'
import { session, startSessionTimer } from '../stores/session'
import { NetworkStatus, SessionExpiryDialog } from './lazyShell'

/**
 * Above every POS screen: the status strip with the network status pill; and the session-expiry
 * dialog. The strip is drawn at once, its pill when its code arrives: nothing under it moves.
 */
export function ShellStatus({ onGoHome }: { onGoHome: () => void }) {
  const s = useSnapshot(session)
  const net = useSnapshot(offline)
  return (
    <>
      <StatusBar>
        <Suspense fallback={null}>
          <NetworkStatus
            online={net.online}
            offlineSince={net.offlineSince}
            waiting={net.sales.filter((sale) => sale.state === 'waiting').length}
            refused={net.sales.filter((sale) => sale.state === 'refused').length}
            syncing={net.syncing}
          />
        </Suspense>
      </StatusBar>
      <Suspense fallback={null}>
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
    </>
  )
}

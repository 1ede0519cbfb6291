import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { offline } from '../stores/offline'
import { acceptServerPrices, cancelWithNote } from '../stores/refusedSales'
import { WaitingSales } from './lazyShell'

/** The menu's list of sales kept on this kiosk, with the way to resolve a refused one. */
export function MenuWaitingSales({ tenant }: { tenant: string }) {
  const net = useSnapshot(offline)
  return (
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
        onCancelSale={(key) => void cancelWithNote(key, tenant)}
      />
    </Suspense>
  )
}

import { useState } from 'react'
import { useSWRConfig } from 'swr'
import type { ReceiptDelivery, RetryAnswer } from '../../../domain/contract/backOfficeDelivery'
import { messageOf, messagesOf } from '../../transport/apiError'
import {
  deliveryCountsKey,
  resendReceipt,
  retryAllDeliveries,
  retryDelivery,
  useDelivery,
} from '../api/delivery'
import { DeliveryScreen } from '../screens/Delivery/DeliveryScreen'
import type { Notify } from './notify'

const retried = ({ receipts, pushes }: RetryAnswer) => {
  const parts = [
    receipts && `${receipts} ${receipts === 1 ? 'receipt' : 'receipts'}`,
    pushes && `${pushes} ${pushes === 1 ? 'order' : 'orders'}`,
  ].filter(Boolean)
  return parts.length
    ? `${parts.join(' and ')} will be tried again now.`
    : 'Nothing was left to retry.'
}

/** #/delivery: the list, Retry for one or all, and a resend to a corrected address. */
export function DeliveryRoute({ notify, timeZone }: { notify: Notify; timeZone: string | null }) {
  const health = useDelivery()
  const { mutate } = useSWRConfig()
  const [busy, setBusy] = useState(false)
  const [resending, setResending] = useState<ReceiptDelivery | null>(null)
  const [resendErrors, setResendErrors] = useState<string[]>([])

  const refresh = async () => {
    await Promise.all([health.mutate(), mutate(deliveryCountsKey())])
  }
  const retry = async (action: () => Promise<RetryAnswer>) => {
    setBusy(true)
    try {
      notify({ severity: 'success', text: retried(await action()) })
      await refresh()
    } catch (error) {
      notify({ severity: 'error', text: messageOf(error, 'The retry could not be started.') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <DeliveryScreen
      timeZone={timeZone}
      status={health.error ? 'error' : health.data ? 'ready' : 'loading'}
      error={health.error ? messageOf(health.error, 'Delivery could not be loaded.') : null}
      health={health.data ?? null}
      busy={busy}
      resending={resending}
      resendErrors={resendErrors}
      onRetryAll={() => void retry(retryAllDeliveries)}
      onRetryReceipt={(row) => void retry(() => retryDelivery('receipts', row.id))}
      onRetryPush={(row) => void retry(() => retryDelivery('pushes', row.id))}
      onOpenResend={(row) => {
        setResendErrors([])
        setResending(row)
      }}
      onResend={(row, resend) => {
        setBusy(true)
        resendReceipt(row.id, resend)
          .then(async (sent) => {
            setResending(null)
            notify({
              severity: 'success',
              text: `The receipt is on its way to ${sent.to}.${sent.order_corrected ? ' The order has this address now.' : ''}`,
            })
            await refresh()
          })
          .catch((error: unknown) => setResendErrors(messagesOf(error)))
          .finally(() => setBusy(false))
      }}
      onReload={() => void health.mutate()}
    />
  )
}

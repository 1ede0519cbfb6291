import { useMemo, useState } from 'react'
import type { BootData } from '../../domain/contract/boot'
import { messageOf } from '../transport/apiError'
import { ReportScreen, type ReportScreenProps } from '../screens/Report/ReportScreen'
import type { ScopeChoice } from '../screens/Report/ScopePicker'
import type { Paper } from '../screens/Report/ZReport'
import { csvHref, pushOrder, resendMail, type ReportSearch } from './reportApi'
import { useReport } from './useReport'

const readSearch = (): ReportSearch =>
  Object.fromEntries(new URLSearchParams(window.location.search))

/** The report page: its query lives in the URL, so the page can be reopened and shared. */
export function ReportApp({ boot }: { boot: BootData }) {
  const tenant = boot.tenant ?? ''
  const [search, setSearch] = useState<ReportSearch>(readSearch)
  const { state, load, reload, submitPin } = useReport(search)
  const [printView, setPrintView] = useState<Paper | null>(null)
  const [notice, setNotice] = useState<ReportScreenProps['notice']>(null)

  const go = (next: ReportSearch) => {
    const query = new URLSearchParams(next).toString()
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
    setSearch(next)
  }
  const scopeOfReport = useMemo(() => {
    const { page: _page, ...rest } = search
    return rest
  }, [search])
  const act = async (action: () => Promise<string>) => {
    try {
      setNotice({ severity: 'success', text: await action() })
      await load()
    } catch (error) {
      setNotice({ severity: 'error', text: messageOf(error, 'That did not work. Try again.') })
    }
  }

  return (
    <ReportScreen
      universityName={boot.universityName ?? ''}
      {...state}
      notice={notice}
      printView={printView}
      menuHref={`/${tenant}/pos#/`}
      csvHref={{
        orders: csvHref('orders', scopeOfReport),
        items: csvHref('order-items', scopeOfReport),
      }}
      lookupHref={(number) => `/${tenant}/pos#/lookup?orderid=${number}`}
      onPinSubmit={(pin) => void submitPin(pin)}
      onPinCancel={() => window.location.assign(`/${tenant}/pos#/`)}
      onScope={(choice: ScopeChoice) =>
        go('ceremony' in choice ? { ceremony: String(choice.ceremony) } : choice)
      }
      onPage={(page) => go({ ...scopeOfReport, page: String(page) })}
      onRetry={() => void reload()}
      onPrintView={setPrintView}
      onPrint={() => window.print()}
      onPushNow={(orderId) =>
        void act(async () => {
          const answer = await pushOrder(orderId)
          return answer.reference
            ? `The order was sent to the ordering system: reference ${answer.reference}.`
            : 'The order is queued for the ordering system.'
        })
      }
      onResend={(mailId, to) =>
        void act(async () => {
          const answer = await resendMail(mailId, to)
          return 'sent' in answer ? `Receipt sent to ${to}.` : `Receipt to ${to} queued.`
        })
      }
    />
  )
}

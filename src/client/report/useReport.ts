import { useCallback, useEffect, useState } from 'react'
import type { TakingsReport } from '../../domain/contract/report'
import { ApiError, messageOf } from '../transport/apiError'
import { checkManagerPin, fetchTakings, type ReportSearch } from './reportApi'

const NEED_PIN = "A manager's PIN is needed to open the report."

export interface ReportState {
  status: 'loading' | 'ready' | 'error'
  report: TakingsReport | null
  error: string | null
  pin: { open: boolean; error: string | null }
}

/** Loads the report for a query; a 403 opens the PIN pad, and a manager's PIN loads it again. */
export function useReport(search: ReportSearch) {
  const [state, setState] = useState<ReportState>({
    status: 'loading',
    report: null,
    error: null,
    pin: { open: false, error: null },
  })
  // Bumped to fetch the same query again (after a PIN, a push, a resend, a retry).
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    fetchTakings(search).then(
      (report) => {
        if (live)
          setState({ status: 'ready', report, error: null, pin: { open: false, error: null } })
      },
      (error: unknown) => {
        if (!live) return
        const message = messageOf(error, 'The report could not be loaded. Try again.')
        const refused = error instanceof ApiError && error.status === 403
        setState((s) => ({
          ...s,
          status: 'error',
          error: message,
          // The first refusal only asks for a PIN; another one (an operator's PIN) says why.
          pin: refused ? { open: true, error: message === NEED_PIN ? null : message } : s.pin,
        }))
      },
    )
    return () => {
      live = false
    }
  }, [search, version])
  const load = useCallback(async () => setVersion((v) => v + 1), [])

  const submitPin = async (pin: string) => {
    try {
      const answer = await checkManagerPin(pin)
      if (!answer.pass) {
        setState((s) => ({ ...s, pin: { open: true, error: 'Invalid PIN code.' } }))
        return
      }
      await load()
    } catch (error) {
      const message = messageOf(error, 'The PIN could not be checked. Try again.')
      setState((s) => ({ ...s, pin: { open: true, error: message } }))
    }
  }
  const reload = () => {
    setState((s) => ({ ...s, status: 'loading', error: null }))
    return load()
  }
  return { state, load, reload, submitPin }
}

import { useEffect } from 'react'
import { showAlert } from '../stores/ui'

/** Shows an alert once for each new failure of a fetch. */
export function useFailureAlert(error: unknown, message: string) {
  useEffect(() => {
    if (error) void showAlert(message)
  }, [error, message])
}

import { useSnapshot } from 'valtio'
import { upgrade } from '../../stores/upgrade'
import { useGuard } from '../useGuard'

/**
 * The steps before success go back to the lookup without what they need, and to the success
 * screen once the upgrade is done, so Back can never offer to save a finished upgrade again.
 */
export function useLookupGuard(ready: boolean) {
  const { result } = useSnapshot(upgrade)
  useGuard(ready || Boolean(result), 'lookup')
  useGuard(!result, 'upgradeSuccess')
}

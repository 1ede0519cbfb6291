import { lazyComponent } from './lazyComponent'

// What the menu does not need to paint: the shell's dialogs (MUI's Dialog, Modal and focus trap),
// the network pill and the waiting sales (Chip, dayjs) come in a chunk of their own, requested
// when the shell first renders, in parallel with the first paint. The pill has its place in the
// status strip and the waiting sales have their own slot under the menu's tiles: nothing moves.
export const AlertDialog = lazyComponent(() =>
  import('../dialogs/Alert/AlertDialog').then((m) => m.AlertDialog),
)
export const RawResponseDialog = lazyComponent(() =>
  import('../dialogs/RawResponse/RawResponseDialog').then((m) => m.RawResponseDialog),
)
export const SessionExpiryDialog = lazyComponent(() =>
  import('../dialogs/SessionExpiry/SessionExpiryDialog').then((m) => m.SessionExpiryDialog),
)
export const NetworkStatus = lazyComponent(() =>
  import('../components/NetworkStatus').then((m) => m.NetworkStatus),
)
export const WaitingSales = lazyComponent(() =>
  import('../components/WaitingSales').then((m) => m.WaitingSales),
)

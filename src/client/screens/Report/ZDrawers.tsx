import type { ReportDrawer } from '../../../domain/contract/drawer'
import { toCents } from '../../../domain/sale/money'
import { dateTime, varianceText } from '../Drawer/drawerFormat'
import { money } from './reportFormat'
import { Block } from './ZBlock'

/** What was counted against what was expected; an open drawer has not been counted yet. */
function countRows(d: ReportDrawer): [string, string][] {
  if (d.closed_at === null || d.counted === null) return [['Closed', 'still open']]
  return [
    ['Counted', money(d.counted)],
    ['Variance', varianceText(toCents(d.variance ?? 0))],
    ['Counted by', d.counted_by ?? '–'],
    ['Closed at', dateTime(d.closed_at)],
  ]
}

/** Each kiosk's cash drawer of the scope's days, one block each. */
export function ZDrawers({ drawers }: { drawers: ReportDrawer[] }) {
  return drawers.map((d) => (
    <Block
      key={d.id}
      title={`Drawer · ${d.kiosk}`}
      rows={[
        ['Opened by', d.opened_by],
        ['Opened at', dateTime(d.opened_at)],
        ['Float', money(d.float)],
        ['Cash in', money(d.cash_in)],
        ['Cash out', money(d.cash_out)],
        ['Expected', money(d.expected)],
        ...countRows(d),
      ]}
    />
  ))
}

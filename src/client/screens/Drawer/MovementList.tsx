import type { Drawer } from '../../../domain/contract/drawer'
import { SimpleTable } from '../Report/SimpleTable'
import { dateTime, dollars } from './drawerFormat'

type Movement = Drawer['movements'][number]

/** Cash put in and taken out by hand, each with its reason and who did it. */
export function MovementList({ movements }: { movements: Drawer['movements'] }) {
  return (
    <SimpleTable<Movement>
      label="Cash in and out"
      rows={[...movements]}
      rowKey={(m) => m.id}
      empty="No cash put in or taken out yet."
      columns={[
        { label: 'At', cell: (m) => dateTime(m.at) },
        { label: 'In or out', cell: (m) => (m.type === 'in' ? 'Cash in' : 'Cash out') },
        { label: 'Amount', cell: (m) => dollars(m.amount), numeric: true },
        { label: 'Reason', cell: (m) => m.reason },
        { label: 'By', cell: (m) => m.by.name },
      ]}
    />
  )
}

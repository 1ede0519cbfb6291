import { useState } from 'react'
import { useHashLocation } from 'wouter/use-hash-location'
import type { BootData } from '../../../domain/contract/boot'
import {
  BackOfficeShell,
  SECTIONS,
  type Notice,
  type Section,
} from '../screens/Shell/BackOfficeShell'
import { AuditRoute } from './AuditRoute'
import { CatalogueRoute } from './CatalogueRoute'
import { CeremoniesRoute } from './CeremoniesRoute'
import { DeliveryRoute } from './DeliveryRoute'
import { useDeliveryCounts } from '../api/delivery'
import { deliverySummary } from '../../../domain/backOffice/deliverySummary'
import { ImportRoute } from './ImportRoute'
import { StaffRoute } from './StaffRoute'
import { StudentsRoute } from './StudentsRoute'
import { TerminalsRoute } from './TerminalsRoute'

const sectionOf = (location: string): Section =>
  SECTIONS.find(({ key }) => location.startsWith(`/${key}`))?.key ?? 'ceremonies'

/** The back office page: a section per hash path (#/ceremonies, #/staff, #/audit, #/delivery) in one frame. */
export function BackOfficeApp({ boot }: { boot: BootData }) {
  const [location] = useHashLocation()
  const section = sectionOf(location)
  const [notice, setNotice] = useState<Notice | null>(null)
  const counts = useDeliveryCounts().data
  const waiting = counts ? deliverySummary(counts) : null
  return (
    <BackOfficeShell
      universityName={boot.universityName ?? ''}
      staffName={boot.user?.name ?? null}
      section={section}
      sectionHref={(key) => `#/${key}`}
      kioskHref={`/${boot.tenant ?? ''}/pos#/`}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      attention={waiting ? { section: 'delivery', text: waiting } : null}
    >
      {section === 'ceremonies' && <CeremoniesRoute notify={setNotice} />}
      {section === 'staff' && <StaffRoute notify={setNotice} myEmail={boot.user?.email ?? ''} />}
      {section === 'audit' && <AuditRoute timeZone={boot.timeZone ?? null} />}
      {section === 'delivery' && (
        <DeliveryRoute notify={setNotice} timeZone={boot.timeZone ?? null} />
      )}
      {section === 'catalogue' && <CatalogueRoute notify={setNotice} />}
      {section === 'import' && <ImportRoute />}
      {section === 'students' && <StudentsRoute notify={setNotice} />}
      {section === 'terminals' && (
        <TerminalsRoute notify={setNotice} timeZone={boot.timeZone ?? null} />
      )}
    </BackOfficeShell>
  )
}

import { lazy, Suspense } from 'react'
import Skeleton from '@mui/material/Skeleton'
import type { TakingsReport } from '../../../domain/contract/report'
import { hourLabel, money } from './reportFormat'
import { Section } from './Section'

const HourBarChart = lazy(() => import('./HourBarChart'))

/** Takings by hour as bars, with the same figures as text for screen readers and print. */
export function HourChart({ hours }: { hours: TakingsReport['by_hour'] }) {
  return (
    <Section id="hour-title" title="By hour">
      {hours.length === 0 ? (
        'No sales.'
      ) : (
        <>
          {/* The list below says the same to a screen reader; the bars are for the eye. */}
          <div inert>
            <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
              <HourBarChart hours={hours} />
            </Suspense>
          </div>
          <ul aria-label="Takings by hour" style={{ margin: 0, paddingLeft: 20 }}>
            {hours.map((h) => (
              <li key={h.hour}>
                {hourLabel(h.hour)}: {h.orders} orders, {money(h.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}

import {
  CEREMONY_WINDOW_ALL_DAYS,
  CEREMONY_WINDOW_DAYS,
  onlyCeremonyOn,
} from '../../domain/ceremony'
import type { Ceremony, CeremonyRef } from '../../domain/contract/ceremony'
import { formatDate } from '../../domain/dates'
import { sale } from './sale'

/** Picking a ceremony keeps its id, name and start date (DD/MM/YYYY). */
export function selectCeremony(ceremony: Ceremony | CeremonyRef) {
  sale.ceremony = { id: ceremony.id, name: ceremony.name, date: formatDate(ceremony.date) }
}

export function showAllCeremonies(showAll: boolean) {
  sale.ceremonyWindow = showAll ? CEREMONY_WINDOW_ALL_DAYS : CEREMONY_WINDOW_DAYS
}

/**
 * A sale with no ceremony yet (express, a new customer) is for today's ceremony when only one is
 * on sale today, in the university's time zone; otherwise the cashier chooses.
 */
export function preselectTodaysCeremony(ceremonies: readonly Ceremony[], today: string) {
  if (sale.ceremony) return
  const only = onlyCeremonyOn(ceremonies, today)
  if (only) selectCeremony(only)
}

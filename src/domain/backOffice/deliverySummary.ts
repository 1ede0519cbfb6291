import type { DeliveryCounts } from '../contract/backOfficeDelivery'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The delivery counts as one line for the back office's frame ("3 receipts waiting · 1 order
 * refused by the ordering system"), or null when everything has gone out.
 */
export function deliverySummary(counts: DeliveryCounts): string | null {
  const parts = [
    counts.receipts_waiting && `${plural(counts.receipts_waiting, 'receipt', 'receipts')} waiting`,
    counts.receipts_failed && `${plural(counts.receipts_failed, 'receipt', 'receipts')} failed`,
    counts.pushes_waiting &&
      `${plural(counts.pushes_waiting, 'order', 'orders')} waiting for the ordering system`,
    counts.pushes_failed &&
      `${plural(counts.pushes_failed, 'order', 'orders')} refused by the ordering system`,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : null
}

/** How many rows need a look in all. */
export const deliveryTotal = (counts: DeliveryCounts) =>
  counts.receipts_waiting + counts.receipts_failed + counts.pushes_waiting + counts.pushes_failed

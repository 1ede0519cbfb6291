import { repriceSale } from '../../domain/sale/reprice'
import { messageOf } from '../transport/apiError'
import { recordCancelledSale } from '../api/offline'
import { fetchStocks } from '../api/stocks'
import { queuedSales, removeSale, updateSale } from '../offline/queue'
import { refreshQueue, syncNow } from './offlineSync'
import { promptText, showAlert } from './ui'

const NOTE_TITLE = 'Why is this sale cancelled?'
const NOTE_MISSING = 'Please write why the sale is cancelled.'

/** A refused sale taken at the server's prices as they are now, then sent again. */
export async function acceptServerPrices(key: string): Promise<void> {
  try {
    const catalogue = await fetchStocks()
    let problem: string | null = null
    await updateSale(key, (sale) => {
      const repriced = repriceSale(sale.payload, catalogue)
      if (!repriced.ok) {
        problem = repriced.message
        return sale
      }
      return {
        ...sale,
        payload: repriced.value.payload,
        summary: { ...sale.summary, totalCents: repriced.value.totalCents },
        state: 'waiting',
        error: null,
      }
    })
    if (problem) void showAlert(problem)
  } catch (error) {
    void showAlert(messageOf(error, 'The catalogue could not be read. Try again.'))
  }
  await refreshQueue(true)
  await syncNow()
}

/**
 * A refused sale cancelled with a note: the server records the note (a manager sees it), and only
 * then does the sale leave the kiosk.
 */
export async function cancelWithNote(key: string, tenant: string): Promise<void> {
  const sale = (await queuedSales(tenant)).find((s) => s.key === key)
  if (!sale) return
  const note = await promptText(NOTE_TITLE, '', 'Note', (value) =>
    value.trim() ? null : NOTE_MISSING,
  )
  if (note === null) return
  try {
    await recordCancelledSale({
      number: sale.number,
      note: note.trim(),
      amount: sale.payload.amount,
      sold_at: sale.payload.offline?.sold_at ?? sale.createdAt,
      reason: sale.error ?? '',
    })
  } catch (error) {
    void showAlert(messageOf(error, 'The cancellation could not be recorded. Try again.'))
    return
  }
  await removeSale(key)
  await refreshQueue(true)
}

import { http, HttpResponse } from 'msw'
import type { Order } from '../../src/domain/contract/order'
import type { OrderItem } from '../../src/domain/contract/orderItem'
import type {
  KioskTerminal,
  TerminalAttempt,
  TerminalPaymentBody,
} from '../../src/domain/contract/terminal'

/** The stories' kiosk, as the menu shows it, and the terminal paired with it. */
export const FAKE_KIOSK_CODE = 'K-1A2B3C'
export const FAKE_TERMINAL = 'Counter 1 terminal'

/** What the stories' terminal does with the next card: approve (the default) or decline. */
export type FakeTerminalOutcome = 'approve' | 'decline'

/** The save a card payment makes once approved: POST /orders or PUT /orderitem's own. */
export type FakeSave = (body: TerminalPaymentBody) => Response

interface FakeAttempt {
  attempt: TerminalAttempt
  /** Polls answered so far: the terminal moves on one line per poll. */
  polls: number
  saved: { order: Order; upgraded?: OrderItem } | null
}

/**
 * The card terminal of the stories' fake server: the save's checks answer first (a refusal never
 * follows a charge), then PRESENT CARD, PROCESSING and the outcome, one per poll.
 */
export function fakeTerminalHandlers(outcome: () => FakeTerminalOutcome, save: FakeSave) {
  const attempts = new Map<string, FakeAttempt>()
  const keys = new Map<string, string>()
  let next = 1

  function advance(fake: FakeAttempt) {
    const { attempt } = fake
    if (attempt.state !== 'waiting') return
    fake.polls++
    if (fake.polls === 1) attempt.display = 'PROCESSING'
    else if (!fake.saved) {
      Object.assign(attempt, { state: 'declined', display: 'DECLINED' })
      attempt.reason = 'Declined by the card’s bank'
    } else {
      Object.assign(attempt, { state: 'approved', display: 'APPROVED', ...fake.saved })
      attempt.result = {
        receipt: '004211',
        auth_code: 'A1B2C3',
        card: 'VISA ····4242',
        terminal: FAKE_TERMINAL,
      }
    }
  }

  return [
    http.get('/demo/terminal', () =>
      HttpResponse.json({
        terminal: { id: 1, label: FAKE_TERMINAL, adapter: 'simulator' },
        kiosk_code: FAKE_KIOSK_CODE,
      } satisfies KioskTerminal),
    ),
    http.post('/demo/terminal/payments', async ({ request }) => {
      const key = request.headers.get('idempotency-key') ?? ''
      const known = attempts.get(keys.get(key) ?? '')
      if (known) return HttpResponse.json(known.attempt, { status: 201 })
      const body = (await request.json()) as TerminalPaymentBody
      let saved: FakeAttempt['saved'] = null
      if (outcome() === 'approve') {
        const answer = save(body)
        const json: unknown = await answer.clone().json()
        if (!answer.ok) return answer
        saved =
          body.purpose === 'sale'
            ? { order: json as Order }
            : (json as { order: Order; upgraded: OrderItem })
      }
      const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`
      const attempt: TerminalAttempt = {
        id,
        purpose: body.purpose,
        amount: saved?.order.amount === undefined ? '0.00' : String(saved.order.amount),
        state: 'waiting',
        display: 'PRESENT CARD',
        reason: null,
        result: null,
        order: null,
      }
      attempts.set(id, { attempt, polls: 0, saved })
      keys.set(key, id)
      return HttpResponse.json(attempt, { status: 201 })
    }),
    http.get('/demo/terminal/payments/:id', ({ params }) => {
      const fake = attempts.get(String(params.id))
      if (!fake) return HttpResponse.json({ message: 'Not found.' }, { status: 404 })
      advance(fake)
      return HttpResponse.json(fake.attempt)
    }),
    http.post('/demo/terminal/payments/:id/cancel', ({ params }) => {
      const fake = attempts.get(String(params.id))
      if (!fake) return HttpResponse.json({ message: 'Not found.' }, { status: 404 })
      if (fake.attempt.state === 'waiting')
        Object.assign(fake.attempt, { state: 'cancelled', display: null })
      return HttpResponse.json(fake.attempt)
    }),
  ]
}

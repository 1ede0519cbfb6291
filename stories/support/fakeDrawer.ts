import { http, HttpResponse } from 'msw'
import type { Drawer } from '../../src/domain/contract/drawer'
import { countTotal, readCounts } from '../../src/domain/drawer/denominations'
import { DRAWER_MESSAGES } from '../../src/domain/drawer/drawerMessages'
import { movementFits, readMovement } from '../../src/domain/drawer/movement'
import { readFloat } from '../../src/domain/drawer/opening'
import type { Checked } from '../../src/domain/sale/checked'
import { centsToDollars, toCents } from '../../src/domain/sale/money'
import { openDrawer } from '../fixtures/drawer'

const staff = { id: 1, name: 'Demo Staff' }
const refuse = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { message, errors } : { message }, { status })
const refusal = (checked: Checked<unknown> & { ok: false }) =>
  refuse(422, checked.message, checked.errors)

/**
 * The kiosk's cash drawer on the fake server, checked by the rules the real one uses: a float
 * opens it, cash moves in and out with a reason, and PIN 1234 closes it with its count.
 */
export function fakeDrawerHandlers(state: { drawer: Drawer | null }) {
  return [
    http.get('/demo/drawer', () => HttpResponse.json({ drawer: state.drawer })),
    http.post('/demo/drawer/open', async ({ request }) => {
      if (state.drawer) return refuse(409, DRAWER_MESSAGES.alreadyOpen)
      const float = readFloat(((await request.json()) as { float: unknown }).float)
      if (!float.ok) return refusal(float)
      const dollars = centsToDollars(float.value)
      state.drawer = {
        ...openDrawer,
        float: dollars,
        opened_at: new Date().toISOString(),
        movements: [],
        cash: {
          ...openDrawer.cash,
          float: dollars,
          cash_sales: 0,
          change: 0,
          cash_in: 0,
          cash_out: 0,
        },
        expected: dollars,
      }
      return HttpResponse.json(state.drawer, { status: 201 })
    }),
    http.post('/demo/drawer/movements', async ({ request }) => {
      const drawer = state.drawer
      if (!drawer) return refuse(409, DRAWER_MESSAGES.noneOpen)
      const read = readMovement((await request.json()) as Parameters<typeof readMovement>[0])
      if (!read.ok) return refusal(read)
      const fits = movementFits(read.value, toCents(drawer.expected))
      if (!fits.ok) return refusal(fits)
      const { type, amount, reason } = read.value
      const dollars = centsToDollars(amount)
      const key = type === 'in' ? 'cash_in' : 'cash_out'
      drawer.movements.push({
        id: drawer.movements.length + 1,
        type,
        amount: dollars,
        reason,
        by: staff,
        at: new Date().toISOString(),
      })
      drawer.cash[key] = centsToDollars(toCents(drawer.cash[key]) + amount)
      drawer.expected = centsToDollars(
        toCents(drawer.expected) + (type === 'in' ? amount : -amount),
      )
      return HttpResponse.json(drawer, { status: 201 })
    }),
    http.post('/demo/drawer/close', async ({ request }) => {
      const drawer = state.drawer
      if (!drawer) return refuse(409, DRAWER_MESSAGES.noneOpen)
      const body = (await request.json()) as { counts: Record<string, unknown>; pin: string }
      if (body.pin !== '1234')
        return refuse(422, DRAWER_MESSAGES.wrongPin, { pin: [DRAWER_MESSAGES.wrongPin] })
      const counts = readCounts(body.counts)
      if (!counts.ok) return refusal(counts)
      const counted = countTotal(counts.value)
      state.drawer = null
      return HttpResponse.json({
        ...drawer,
        status: 'closed',
        counts: counts.value,
        counted: centsToDollars(counted),
        variance: centsToDollars(counted - toCents(drawer.expected)),
        counted_by: staff,
        closed_at: new Date().toISOString(),
      } satisfies Drawer)
    }),
  ]
}

import { describe, expect, it } from 'vitest'
import { withItem, withOrder } from './orderCopies'

describe('withItem and withOrder', () => {
  it('replace one entry by id and keep the rest', () => {
    const open = { id: 1, status: 'Open' }
    const order = { id: 1, order_items: [open, { ...open, id: 2 }] }
    const closed = { ...open, status: 'Close' }
    const next = withItem(order, closed)
    expect(next.order_items.map((i) => i.status)).toEqual(['Close', 'Open'])
    expect(order.order_items[0]!.status).toBe('Open')
    const other = { id: 2, order_items: [] }
    expect(withOrder([order, other], next)).toEqual([next, other])
  })
})

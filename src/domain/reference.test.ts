import { describe, expect, it } from 'vitest'
import { gesReference } from './reference'

describe('gesReference', () => {
  it('reads the reference number from an order json', () => {
    const json = { ges_order_id: 'R700001', mode: 'normal' }
    expect(gesReference(json)).toBe('R700001')
  })

  it('is null before the push, and for an empty or mistyped value', () => {
    expect(gesReference({})).toBeNull()
    expect(gesReference({ ges_order_id: '' })).toBeNull()
    expect(gesReference({ ges_order_id: 700001 })).toBeNull()
    expect(gesReference({ ges_order_id: null })).toBeNull()
  })
})

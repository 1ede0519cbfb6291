import { describe, expect, it } from 'vitest'
import { kindOfAction } from './auditKinds'

describe('kindOfAction', () => {
  it('names the kind of each action the server writes, exact or by its beginning', () => {
    expect(kindOfAction('order.save')).toBe('sale')
    expect(kindOfAction('order_item.refund')).toBe('refund')
    expect(kindOfAction('drawer.cash_in')).toBe('drawer')
    expect(kindOfAction('login.failed')).toBe('signin')
    expect(kindOfAction('ceremony.archive')).toBe('ceremony')
    expect(kindOfAction('staff.disable')).toBe('staff')
    expect(kindOfAction('import.students')).toBe('import')
    expect(kindOfAction('mail.resend')).toBe('delivery')
    expect(kindOfAction('ges.retry')).toBe('delivery')
    expect(kindOfAction('something.else')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { afterLogin } from './returnTo'

describe('afterLogin', () => {
  it('returns to the report only when the report sent the person to log in', () => {
    expect(afterLogin('demo', 'reports')).toBe('/demo/reports/pos')
    expect(afterLogin('demo', null)).toBe('/demo/pos#/')
    expect(afterLogin('demo', 'https://evil.example')).toBe('/demo/pos#/')
    expect(afterLogin('demo', 'constructor')).toBe('/demo/pos#/')
  })

  it('returns to the back office when it sent the person to log in', () => {
    expect(afterLogin('demo', 'admin')).toBe('/demo/admin')
  })
})

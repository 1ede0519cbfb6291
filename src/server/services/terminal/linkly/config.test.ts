import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config'
import { ConfigError } from '../../../envValues'

const LINKLY = {
  TERMINAL: 'linkly',
  LINKLY_AUTH_URL: 'https://auth.sandbox.cloud.pceftpos.com/',
  LINKLY_API_URL: 'https://rest.pos.sandbox.cloud.pceftpos.com',
  LINKLY_NOTIFY_URL: 'https://pos.example.edu.au',
  LINKLY_NOTIFY_SECRET: 'x'.repeat(32),
  LINKLY_POS_VENDOR_ID: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
}

describe('Linkly settings', () => {
  it('are read only with TERMINAL=linkly', () => {
    expect(loadConfig({ ...LINKLY, TERMINAL: 'simulator' }).linkly).toBeNull()
    expect(loadConfig(LINKLY).linkly).toMatchObject({
      authUrl: 'https://auth.sandbox.cloud.pceftpos.com',
      posName: 'Ceremony POS',
    })
  })

  it('stop the start naming every missing one and what it is', () => {
    expect(() => loadConfig({ TERMINAL: 'linkly', LINKLY_API_URL: 'https://x' })).toThrow(
      ConfigError,
    )
    expect(() => loadConfig({ TERMINAL: 'linkly', LINKLY_API_URL: 'https://x' })).toThrow(
      /needs LINKLY_AUTH_URL, LINKLY_NOTIFY_URL, LINKLY_NOTIFY_SECRET, LINKLY_POS_VENDOR_ID:\n {2}LINKLY_AUTH_URL: Linkly's authentication address/,
    )
  })

  it('refuse a short secret, a vendor id that is not a UUID and a plain-http address', () => {
    for (const wrong of [
      { LINKLY_NOTIFY_SECRET: 'short' },
      { LINKLY_POS_VENDOR_ID: 'acme' },
      { LINKLY_NOTIFY_URL: 'http://pos.example.edu.au' },
    ]) {
      expect(() => loadConfig({ ...LINKLY, ...wrong }), JSON.stringify(wrong)).toThrow(ConfigError)
    }
  })
})

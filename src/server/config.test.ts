import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkEnvironment } from './checkEnvironment'
import { configWarnings, GUEST_SESSIONS_PER_MINUTE, loadConfig, ROOT } from './config'
import { ConfigError } from './envValues'
import { backOffSeconds } from './services/terminal/recovery'

/** tsx compiling the server on a busy 2-core machine has taken over 30 s. */
const SPAWNING = { timeout: 180_000 }

describe('PORT', () => {
  it('defaults to 3000 and takes a port number', () => {
    expect(loadConfig({}).port).toBe(3000)
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080)
    expect(loadConfig({ PORT: '0' }).port).toBe(0)
  })

  it('refuses an empty, non-numeric or out-of-range PORT with a clear error', () => {
    for (const value of ['', ' ', 'abc', '80a', '-1', '1.5', '65536', '0x50']) {
      expect(() => loadConfig({ PORT: value }), JSON.stringify(value)).toThrow(ConfigError)
      expect(() => loadConfig({ PORT: value }), JSON.stringify(value)).toThrow(
        `PORT must be a port number from 0 to 65535, not "${value}".`,
      )
    }
  })

  it(
    'stops the server at start with that message alone, before anything is opened',
    SPAWNING,
    () => {
      const result = spawnSync(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        [path.join(ROOT, 'src/server/main.ts')],
        {
          env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
          encoding: 'utf8',
        },
      )
      expect(result.status).toBe(1)
      expect(result.stderr.trim()).toBe('PORT must be a port number from 0 to 65535, not "abc".')
      expect(existsSync('/nonexistent/never-created')).toBe(false)
    },
  )
})

describe('paths', () => {
  it(
    'reads the version from the repository root, wherever the process was started',
    SPAWNING,
    () => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        name: string
        version: string
      }
      expect(pkg.name).toBe('graduation-pos')
      expect(existsSync(path.join(ROOT, 'index.html'))).toBe(true)
      const config = pathToFileURL(path.join(ROOT, 'src/server/config.ts')).href
      const result = spawnSync(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['--eval', `import { loadConfig } from '${config}'; console.log(loadConfig({}).version)`],
        { cwd: tmpdir(), encoding: 'utf8' },
      )
      expect(result.stderr).toBe('')
      expect(result.stdout.trim()).toBe(`v${pkg.version}`)
    },
  )
})

describe('warnings at start', () => {
  it('warns when SMTP_URL is set without MAIL_FROM', () => {
    const env = { SMTP_URL: 'smtp://mail.example:587' }
    expect(configWarnings(loadConfig(env), env)).toEqual([
      expect.stringMatching(/^SMTP_URL is set but MAIL_FROM is not/),
    ])
    const named = { ...env, MAIL_FROM: 'Events <events@uni.example>' }
    expect(configWarnings(loadConfig(named), named)).toEqual([])
    expect(configWarnings(loadConfig({}), {})).toEqual([])
  })
})

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, takes a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ' }).trustProxy).toBe(
      '10.0.0.5,10.1.0.0/16',
    )
  })

  it('refuses true, which would believe any client, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError)
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/)
  })
})

describe('limits', () => {
  it('have defaults a kiosk never meets, each configurable', () => {
    expect(loadConfig({}).limits).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      bodyLimit: 262_144,
      maxConnections: 4000,
    })
    const env = { REQUEST_TIMEOUT: '60', MAX_CONNECTIONS: '100', BODY_LIMIT: '1000' }
    expect(loadConfig(env).limits).toMatchObject({
      requestTimeoutMs: 60_000,
      maxConnections: 100,
      bodyLimit: 1000,
    })
    expect(loadConfig({}).mailGiveUpMs).toBe(24 * 3_600_000)
    expect(loadConfig({ MAIL_GIVE_UP_HOURS: '2' }).mailGiveUpMs).toBe(7_200_000)
  })
})

describe('GUEST_SESSIONS_PER_MINUTE', () => {
  it('defaults to 30 new guest sessions a minute per address, and takes a larger number', () => {
    expect(loadConfig({}).guestSessionsPerMinute).toBe(GUEST_SESSIONS_PER_MINUTE)
    expect(GUEST_SESSIONS_PER_MINUTE).toBe(30)
    expect(loadConfig({ GUEST_SESSIONS_PER_MINUTE: '120' }).guestSessionsPerMinute).toBe(120)
    expect(loadConfig({ GUEST_SESSIONS_PER_MINUTE: '0.4' }).guestSessionsPerMinute).toBe(1)
  })

  it('refuses a value that is not a number above 0', () => {
    expect(() => checkEnvironment({ GUEST_SESSIONS_PER_MINUTE: 'many' })).toThrow(
      'GUEST_SESSIONS_PER_MINUTE must be a number above 0, not "many".',
    )
  })
})

describe('PIN_LENGTH', () => {
  it('is unset by default (PINs of 4 to 8 digits), and takes one length from 4 to 8', () => {
    expect(loadConfig({}).pinLength).toBeNull()
    expect(loadConfig({ PIN_LENGTH: '4' }).pinLength).toBe(4)
    for (const value of ['3', '9', 'four', '4.5'])
      expect(() => loadConfig({ PIN_LENGTH: value }), value).toThrow(ConfigError)
  })
})

describe('TERMINAL', () => {
  it('is the simulator by default, takes linkly, and refuses anything else at start', () => {
    expect(loadConfig({}).terminal).toBe('simulator')
    // With TERMINAL=linkly the Linkly settings are required too (its own tests say which).
    expect(() => loadConfig({ TERMINAL: 'linkly' })).toThrow(/TERMINAL=linkly needs LINKLY_/)
    const linkly = {
      LINKLY_AUTH_URL: 'https://auth.cloud.pceftpos.com',
      LINKLY_API_URL: 'https://rest.pos.cloud.pceftpos.com',
      LINKLY_NOTIFY_URL: 'https://pos.example.edu.au',
      LINKLY_NOTIFY_SECRET: 'x'.repeat(32),
      LINKLY_POS_VENDOR_ID: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
    }
    expect(loadConfig({ TERMINAL: 'linkly', ...linkly }).terminal).toBe('linkly')
    for (const value of ['tyro', 'Linkly', 'sim'])
      expect(() => loadConfig({ TERMINAL: value }), value).toThrow(ConfigError)
  })
})

describe('DRAWER_REQUIRED', () => {
  it('asks for an open cash drawer before cash in production, and not elsewhere, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).drawerRequired).toBe(true)
    expect(loadConfig({}).drawerRequired).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', DRAWER_REQUIRED: 'false' }).drawerRequired).toBe(
      false,
    )
    expect(loadConfig({ DRAWER_REQUIRED: 'true' }).drawerRequired).toBe(true)
  })

  it('refuses anything but true or false', () => {
    expect(() => checkEnvironment({ DRAWER_REQUIRED: 'yes' })).toThrow(
      'DRAWER_REQUIRED must be true or false, not "yes".',
    )
  })
})

describe('TERMINAL_QUIET_SECONDS / TERMINAL_RECHECK_MAX_SECONDS', () => {
  it('asks a quiet terminal after 3 s and an unanswering one at least every 30 s, unless told', () => {
    expect(loadConfig({}).terminalTiming).toEqual({ quietMs: 3_000, recheckMaxSeconds: 30 })
    expect(
      loadConfig({ TERMINAL_QUIET_SECONDS: '0.5', TERMINAL_RECHECK_MAX_SECONDS: '2' })
        .terminalTiming,
    ).toEqual({ quietMs: 500, recheckMaxSeconds: 2 })
    expect(() => checkEnvironment({ TERMINAL_RECHECK_MAX_SECONDS: 'soon' })).toThrow(
      'TERMINAL_RECHECK_MAX_SECONDS must be a number above 0, not "soon".',
    )
  })

  it('backs off 1, 2, 4 … s up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((checks) => backOffSeconds(checks))).toEqual([
      1, 2, 4, 8, 16, 30, 30,
    ])
    expect([0, 1, 2, 3].map((checks) => backOffSeconds(checks, 2))).toEqual([1, 2, 2, 2])
  })
})

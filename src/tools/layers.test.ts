import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

/** Each test lints a few snippets: under a second each alone, more on a machine running the suite. */
const LINTING = { timeout: 30_000 }

const importing = (from: string) => `import * as imported from '${from}'\nexport { imported }\n`

// Only the import rules run: the rest of the config is not what these tests are about. The first
// lint loads the parser, the resolver and the module graph no-cycle walks (seconds on a busy
// machine): done here, so no test pays for it.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') })
  await eslint.lintText(importing('../stores/ui'), {
    filePath: path.join(ROOT, 'src/client/routes/MenuRoute.tsx'),
  })
}, 120_000)

/** What `rule` finds in `code` written in the file at `file` (under the root). */
async function problems(
  file: string,
  code: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message)
}

describe(
  'the client layers, bottom to top (transport, offline, api, stores, routes)',
  LINTING,
  () => {
    it('refuse an import from a layer above', async () => {
      expect(await problems('src/client/transport/http.ts', importing('../stores/ui'))).toEqual([
        expect.stringContaining('transport/ may import only src/domain'),
      ])
      expect(
        await problems('src/client/offline/keptData.ts', importing('../api/students')),
      ).toEqual([expect.stringContaining('offline/ may import only transport/, src/domain')])
      expect(await problems('src/client/api/stocks.ts', importing('../stores/sale'))).toHaveLength(
        1,
      )
      expect(
        await problems('src/client/stores/sale.ts', importing('../routes/PosApp')),
      ).toHaveLength(1)
    })

    it('refuse pure screens below the routes, and the pages’ entries anywhere', async () => {
      expect(
        await problems('src/client/stores/cart.ts', importing('../screens/Store/StoreScreen')),
      ).toHaveLength(1)
      expect(await problems('src/client/routes/PosShell.tsx', importing('../main'))).toHaveLength(1)
    })

    it('allow an import from a layer below', async () => {
      expect(
        await problems('src/client/transport/http.ts', importing('../../domain/messages')),
      ).toEqual([])
      expect(
        await problems('src/client/offline/keptData.ts', importing('../transport/apiError')),
      ).toEqual([])
      expect(await problems('src/client/stores/sale.ts', importing('../api/orders'))).toEqual([])
      expect(await problems('src/client/routes/MenuRoute.tsx', importing('../stores/ui'))).toEqual(
        [],
      )
    })
  },
)

describe('src/domain', LINTING, () => {
  it('imports nothing from the client or the server', async () => {
    expect(await problems('src/domain/messages.ts', importing('../server/config'))).toEqual([
      expect.stringContaining('src/domain holds the rules client and server share'),
    ])
    expect(await problems('src/domain/messages.ts', importing('../client/stores/ui'))).toHaveLength(
      1,
    )
    expect(await problems('src/domain/messages.ts', importing('./orderNumber'))).toEqual([])
  })
})

describe('the server layers', LINTING, () => {
  it('keep the database beneath services, admin and the demo seed, and SQL out of routes', async () => {
    expect(await problems('src/server/db/client.ts', importing('../services/audit'))).toEqual([
      expect.stringContaining('The database layer is beneath services'),
    ])
    expect(await problems('src/server/db/client.ts', importing('../demo/seed'))).toHaveLength(1)
    expect(
      await problems('src/server/services/audit.ts', importing('../routes/health')),
    ).toHaveLength(1)
    expect(await problems('src/server/routes/health.ts', importing('../db/schema'))).toHaveLength(1)
    expect(await problems('src/server/services/audit.ts', importing('../db/schema'))).toEqual([])
  })
})

describe('cycles', LINTING, () => {
  it('are refused: the store of a sale cannot import the cart, which imports the sale', async () => {
    const cart = importing('./cart')
    expect(await problems('src/client/stores/sale.ts', cart, 'import-x/no-cycle')).toEqual([
      'Dependency cycle detected',
    ])
    // The same import from a file the cart does not import is no cycle.
    expect(await problems('src/client/stores/payment.ts', cart, 'import-x/no-cycle')).toEqual([])
  })
})

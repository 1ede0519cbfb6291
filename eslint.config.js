import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const REACT_FILES = ['src/client/**', 'stories/**', '.storybook/**']

/** Screens, dialogs and shared components are pure: data and callbacks come in as props. */
const PURE_LAYER = [
  'src/client/screens/**',
  'src/client/dialogs/**',
  'src/client/components/**',
  'src/client/backOffice/screens/**',
]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'test-results',
      'playwright-report',
      '.storybook/public',
      'src/server/db/migrations',
    ],
  },
  // The server's layers, lowest first: db, then services, then the plugins and routes that call
  // them; the demo seed and the admin CLI sit above services too. Tests may reach across.
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    // The rules resolve extensionless relative imports to .ts files, and no-cycle parses them.
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/db',
              from: [
                './src/server/services',
                './src/server/admin',
                './src/server/routes',
                './src/server/demo',
              ],
              message:
                'The database layer is beneath services, admin, routes and the demo seed: move the code that needs them up a layer.',
            },
            {
              target: './src/server/services/**/!(*.test).ts',
              from: [
                './src/server/routes',
                './src/server/plugins',
                './src/server/pages',
                './src/server/admin',
                './src/server/demo',
              ],
              message:
                'Services are beneath the routes, plugins, pages, admin CLI and demo seed: take what they provide as an argument.',
            },
            {
              target: './src/server/routes/**/!(*.test).ts',
              from: ['./src/server/db'],
              message:
                'Routes hold no SQL: read and write through a service (the database comes from app.db).',
            },
          ],
        },
      ],
    },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The hooks rules run React's compiler over each file: only where components and hooks live.
  { ...reactHooks.configs.flat['recommended-latest'], files: REACT_FILES },
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Focusing the primary action of a dialog that just opened is what a touchscreen user expects.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: PURE_LAYER,
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/stores/*',
                '**/api/*',
                '**/routes/*',
                'swr',
                'valtio',
                'valtio/*',
                'wouter',
                'wouter/*',
              ],
              message:
                'Screens and dialogs are pure: take data and onSomething callbacks through props; the route layer wires stores and API calls.',
            },
          ],
        },
      ],
    },
  },
  // Every layer points down, and nothing in src imports in a circle.
  layersAndCycles(),
)

/**
 * The import rules of the layers and of cycles, for the whole of src. A function declaration, so
 * the array above can use it although it comes last.
 */
function layersAndCycles() {
  /** The kiosk's layers, bottom to top: each imports only those below it, and src/domain. */
  const layers = ['transport', 'offline', 'api', 'stores', 'routes']
  /** Pure screens, dialogs and components: only routes (and the pages' entries) put them together. */
  const pureUi = ['screens', 'dialogs', 'components']
  /** The pages' entries and what they start: no layer imports them. */
  const entries = [
    'src/client/main.tsx',
    'src/client/pickerMain.tsx',
    'src/client/startPage.tsx',
    'src/client/App.tsx',
    'src/client/AppProviders.tsx',
    'src/client/SwrDefaults.tsx',
    'src/client/startOffline.ts',
  ]
  const report = 'src/client/report'
  /** The back office, a page of its own in three layers: api, then routes, beside pure screens. */
  const backOffice = 'src/client/backOffice'
  const client = (folder) => `src/client/${folder}`
  const kioskOnly = [client('stores'), client('offline'), client('routes'), ...entries]

  // One zone per layer: everything above it is out of bounds; only routes put pure UI together.
  const layerZones = layers.map((layer, index) => {
    const top = layer === 'routes'
    const allowed = [...layers.slice(0, index), ...(top ? pureUi : [])]
    const above = [...layers.slice(index + 1), ...(top ? [] : pureUi)]
    return {
      target: client(layer),
      from: [...above.map(client), ...entries, report],
      message: `${layer}/ may import only ${allowed.map((folder) => `${folder}/, `).join('')}src/domain (client layers, bottom to top: ${layers.join(', ')}).`,
    }
  })

  return {
    files: ['src/**/*.{ts,tsx}'],
    // The server's files have their own zones and no-cycle above: a second no-restricted-paths
    // here would replace them, not add to them.
    ignores: ['src/server/**'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the files an import leads to: TypeScript ones too, with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // node_modules are not followed: a cycle through a package is not this code's to fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones resolve against this file's folder, wherever ESLint is started from.
          basePath: import.meta.dirname,
          zones: [
            ...layerZones,
            {
              target: [...pureUi.map(client), `${backOffice}/screens`],
              from: [
                ...layers.map(client),
                ...entries,
                report,
                `${backOffice}/api`,
                `${backOffice}/routes`,
              ],
              message:
                'Screens, dialogs and components are pure: data and callbacks come in through props.',
            },
            {
              target: report,
              from: [client('stores'), client('routes'), ...entries],
              message:
                "The takings report is a page of its own: it shares the transport, resources and pure UI, not the kiosk's stores or routes.",
            },
            {
              target: `${backOffice}/api`,
              from: [...kioskOnly, client('api'), `${backOffice}/routes`, `${backOffice}/screens`],
              message:
                'backOffice/api/ holds one module per resource over the transport: it imports only transport/ and src/domain.',
            },
            {
              target: `${backOffice}/routes`,
              from: kioskOnly,
              message:
                "The back office is a page of its own: its routes wire its api/ into its screens, not the kiosk's stores or routes.",
            },
            {
              target: [...pureUi.map(client), ...layers.map(client), report],
              from: backOffice,
              message:
                'Nothing of the kiosk or the report imports the back office, a page of its own.',
            },
            {
              target: 'src/domain',
              from: ['src/client', 'src/server'],
              message:
                'src/domain holds the rules client and server share: it imports from neither.',
            },
          ],
        },
      ],
    },
  }
}

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
const PURE_LAYER = ['src/client/screens/**', 'src/client/dialogs/**', 'src/client/components/**']

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
  // The server's layers: the database layer is beneath every other, so it imports none of them.
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
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
)

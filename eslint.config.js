import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The server's capabilities (cms/features/*): each one's folder is its own; others see only its index.ts. */
const capabilities = fs
  .readdirSync('cms/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The borders of the server's layout (README, "How the pieces fit"):
 * - infrastructure (cms/infra) never imports a capability;
 * - a capability, a collection or the shared contract reaches another capability only through its index.ts;
 * - collections/ and contract/ never reach the server's wiring.
 * The wiring itself (cms/app.ts, cms/app-services.ts, cms/server.ts, cms/api-routes.ts, cms/demo, payload.config.ts) may import any part.
 */
const serverBorders = [
  {
    target: './cms/infra',
    from: './cms/features',
    message: 'Infrastructure never imports a capability: pass what it needs through the app’s dependencies.',
  },
  {
    target: './contract',
    from: ['./cms', './collections'],
    message: 'contract/ is shared by the server and the web app: it imports neither.',
  },
  ...capabilities.map((capability) => ({
    target: [
      './collections',
      './contract',
      ...capabilities.filter((other) => other !== capability).map((other) => `./cms/features/${other}`),
    ],
    from: `./cms/features/${capability}`,
    except: ['./index.ts'],
    message: `Import ${capability} through its public face, @/cms/features/${capability} (index.ts), not its internals.`,
  })),
]

/** Server-side code (and its tests) imports through `@/`, and never reaches into the web app. */
const SERVER_SIDE_IMPORT_PATTERNS = [
  { group: ['../../*'], message: 'Use the @/ alias (the repository’s root) instead of ../../.' },
  // The server never reaches into the web app.
  { group: ['**/web/**', '@/web/**'], message: 'Shared code lives in contract/.' },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'cms/next/.next',
      'cms/next/.next-*',
      'cms/next/next-env.d.ts',
      'cms/next/app/(payload)/cms/importMap.js',
      'cms/migrations/*.json',
      'payload-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['info', 'warn', 'error', 'log'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Borders between the server's parts, and no import cycle anywhere.
    files: ['cms/**/*.ts', 'collections/**/*.ts', 'contract/**/*.ts', 'payload.config.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverBorders }],
    },
  },
  {
    // The web app: no import cycle, and `@/` rather than imports climbing three folders.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../*'], message: 'Use the @/ alias (the repository’s root) instead of ../../../.' }] },
      ],
    },
  },
  {
    // `@/` (the repository's root) instead of imports climbing out of their part.
    files: ['cms/**/*.ts', 'collections/**/*.ts', 'contract/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['cms/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: SERVER_SIDE_IMPORT_PATTERNS,
        },
      ],
    },
  },
  {
    // Browser tests are loaded by Playwright all at once: Payload's editor among them (a capability's index, a
    // collection, the config) makes Node 20 now and then stop with no word and no test run (preload-lexical.ts).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_SIDE_IMPORT_PATTERNS,
            {
              // A capability's index or its demo's (Payload's editor inside); the demo's articles are data.
              regex: '^@/cms/features/[^/]+(/demo)?$',
              message: 'Import data modules (contract/, a demo’s articles), not what brings Payload’s editor into Playwright.',
            },
            {
              group: ['@/collections/**', '@/payload.config', 'payload', '@payloadcms/**'],
              message: 'Import data modules (contract/, a demo’s articles), not what brings Payload’s editor into Playwright.',
            },
          ],
        },
      ],
    },
  },
  {
    // Text fields refuse NUL characters through contract/zod.ts's text(): a bare z.string() would let one through.
    files: ['contract/**/*.ts'],
    ignores: ['contract/zod.ts', 'contract/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from contract/zod.ts: it refuses the NUL character that PostgreSQL cannot store.',
        },
      ],
    },
  },
  {
    // Right to left (issue 37): styles use logical properties, so an Arabic page mirrors with no RTL plugin.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TaggedTemplateExpression TemplateElement[value.raw=/(margin|padding|border)-(left|right)|(^|[\\s;{])(left|right)\\s*:|text-align:\\s*(left|right)|float:\\s*(left|right)|border-(top|bottom)-(left|right)-radius/]',
          message:
            'Use logical CSS (margin-inline-start, inset-inline-end, text-align: start, border-start-start-radius…): Arabic pages are right to left.',
        },
      ],
    },
  },
  {
    // Generated by Payload: kept as generated.
    files: ['cms/migrations/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
)

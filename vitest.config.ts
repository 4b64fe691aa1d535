import { defineConfig } from 'vitest/config'
import { linguiCatalogs } from './web/vite-lingui-catalogs'

export default defineConfig({
  // Web catalogues compiled as the app's build does (web/vite-lingui-catalogs.ts).
  plugins: [linguiCatalogs()],
  // `@/` is the repository's root, as in tsconfig.json.
  resolve: { alias: { '@/': new URL('./', import.meta.url).pathname } },
  test: {
    include: ['tests/api/**/*.test.ts', '{cms,collections,contract,web}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/ensure-build.ts'],
    // Stops the test servers a file left running (a hook or a test that timed out before their stop).
    setupFiles: ['tests/setup/stop-test-servers.ts'],
    // Each API test file starts its own server and PostgreSQL: two at a time on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

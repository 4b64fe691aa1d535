// The deployment's checks (docker-compose.yml, Caddyfile, Dockerfile, .dockerignore): they only read
// files, so they run without the root config's global setup (a build and the database templates):
// npx vitest run --config tests/deploy/vitest.config.ts
import { defineConfig } from 'vitest/config'

const root = new URL('../../', import.meta.url).pathname

export default defineConfig({
  resolve: { alias: { '@/': root } },
  test: {
    name: 'deploy',
    root,
    include: ['tests/deploy/**/*.test.ts'],
  },
})
